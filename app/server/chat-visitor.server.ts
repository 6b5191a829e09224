import { createHash, randomBytes } from "node:crypto";

import { getEnv } from "~/server/env.server";

/**
 * Who is writing to the chat (ADR 0046): a random id in an HttpOnly cookie, set by the server on
 * the visitor's first message. A conversation is bound to the browser that started it, and the
 * visitor's budgets and rates count across all of its conversations. Only the id's hash is stored.
 */

const VISITOR_COOKIE = "chat_visitor";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Long enough for a day's budget to follow the visitor; the conversation itself lives in the tab. */
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type ChatVisitor = { hash: string; setCookie: string | null };

/** 128 random bits, URL-safe: ids nobody can guess. */
export function randomId(): string {
  return randomBytes(16).toString("base64url");
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookieValue(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VISITOR_COOKIE) return rest.join("=");
  }
  return null;
}

/** The visitor the request's cookie names; without a valid one, a new visitor and the cookie to set. */
export function chatVisitor(request: Request): ChatVisitor {
  const token = cookieValue(request.headers.get("Cookie"));
  if (token && TOKEN_PATTERN.test(token)) return { hash: hashOf(token), setCookie: null };
  const fresh = randomId();
  const secure = getEnv().SITE_URL.startsWith("https://") ? "; Secure" : "";
  return {
    hash: hashOf(fresh),
    setCookie: `${VISITOR_COOKIE}=${fresh}; Path=/api/chat; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** The visitor of a request that must already have one (the contact form after a conversation). */
export function knownChatVisitor(request: Request): string | null {
  const token = cookieValue(request.headers.get("Cookie"));
  return token && TOKEN_PATTERN.test(token) ? hashOf(token) : null;
}
