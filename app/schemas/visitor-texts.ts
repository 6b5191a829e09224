/**
 * The words the public forms' rules speak, handed in by the caller in the page's language
 * (docs/decisions/0060-visitor-texts-in-three-languages.md). A schema module imports no catalog:
 * the browser then carries only its page's words, and the server answers in the language of the
 * page a request came from. Type-only imports, so nothing Russian is bundled through them.
 */
import type { chat } from "~/i18n/ru/chat";
import type { leads } from "~/i18n/ru/leads";
import type { Translation } from "~/i18n/translation";

export type LeadTexts = Translation<typeof leads>;
export type ChatTexts = Translation<typeof chat>;
/** What the chat's server and contact form say: its own words, and the contact rules'. */
export type VisitorTexts = { chat: ChatTexts; leads: LeadTexts };

/** A schema per language's texts, built the first time that language asks for it. */
export function perLanguage<T extends object, R>(build: (texts: T) => R): (texts: T) => R {
  const built = new WeakMap<T, R>();
  return (texts) => {
    const known = built.get(texts);
    if (known !== undefined) return known;
    const made = build(texts);
    built.set(texts, made);
    return made;
  };
}
