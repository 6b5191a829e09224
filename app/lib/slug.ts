import slugify from "@sindresorhus/slugify";

/**
 * Kazakh letters the transliteration table does not know (it drops them): the Latin letters of
 * Kazakhstan's 2021 alphabet, without its diacritics.
 */
const KAZAKH: [string, string][] = [
  ["Ә", "A"],
  ["ә", "a"],
  ["Ғ", "G"],
  ["ғ", "g"],
  ["Қ", "Q"],
  ["қ", "q"],
  ["Ң", "N"],
  ["ң", "n"],
  ["Ө", "O"],
  ["ө", "o"],
  ["Ұ", "U"],
  ["ұ", "u"],
  ["Ү", "U"],
  ["ү", "u"],
  ["Һ", "H"],
  ["һ", "h"],
  ["І", "I"],
  ["і", "i"],
];

/** At most this many characters: a slug is part of a URL people read and share. */
export const SLUG_MAX_LENGTH = 80;

/**
 * A URL slug from a Russian or Kazakh title: 'AI-агенты для бизнеса' → 'ai-agenty-dlya-biznesa'.
 * Empty when the title has nothing to transliterate (only emoji or punctuation).
 */
export function slugFromTitle(title: string): string {
  const slug = slugify(title, { customReplacements: KAZAKH, decamelize: false });
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // Cut at a word boundary where there is one, never leaving a trailing dash.
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
