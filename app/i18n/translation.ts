/**
 * A catalog in another language has exactly the Russian one's shape: the same keys, lists of the
 * same length and functions taking the same arguments, with strings of its own. The type checker
 * then fails on a missing or extra key, and app/i18n/public/catalogs.test.ts says which.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: K extends Untranslated ? T[K] : Translation<T[K]> }
      : T;

/** Fields that name things rather than say them (a link's target, an icon, a list item's key): the same in every language. */
type Untranslated = "to" | "href" | "key" | "icon" | "id";
