/**
 * The most common passwords (docs/decisions/0021-account-limits-and-sessions.md): the ranked list of
 * about 49,000 leaked passwords that zxcvbn-ts ships. Server-only: the list is several hundred
 * kilobytes and must never reach the browser bundle; forms learn the verdict from the server.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

/** The list's size, for the test that it stays a real list. */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** On the list in any letter case: "Qwerty123" is guessed as soon as "qwerty123" is. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
