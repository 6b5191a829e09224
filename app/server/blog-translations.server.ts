/**
 * A blog post in Kazakh and English (ADR 0075): title, excerpt, the Markdown body as one field,
 * author and tags. Tags stay an array in blog_posts; translators see and write them as one
 * comma-separated line, as the blog editor takes them. The editor's side is
 * app/server/item-translations.server.ts with BLOG_POST_TRANSLATIONS; the public pages lay a post's
 * reviewed words over its Russian here. The posts' place in the translations overview and 'Перевести
 * все с помощью AI' is BLOG_POST_TRANSLATION_SCREEN (ADR 0076).
 */
import { eq } from "drizzle-orm";

import { blogPosts } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import type { SiteLanguage } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { fieldKey, translationEditorHref } from "~/lib/translatable";
import { splitCommaList } from "~/schemas/fields";
import { adminPostOrder } from "~/server/blog-order.server";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { itemLanguages, readTranslations, sourcesOf, visibleValues, type Source, type TranslationRow } from "~/server/translatable.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

type PostRow = typeof blogPosts.$inferSelect;
type TranslatedPart = Pick<PostRow, "id" | "title" | "excerpt" | "content" | "author" | "tags">;
type Translations = ReadonlyMap<string, TranslationRow[]>;

/** The post's fields that need translating (blank Russian needs none). */
function postSources(row: TranslatedPart): Source[] {
  return sourcesOf("blog_post", { ...row, tags: row.tags.join(", ") });
}

function postItem(row: PostRow): TranslatableItem {
  return { id: row.id, title: row.title, status: row.status, sources: postSources(row), parts: new Map() };
}

export const BLOG_POST_TRANSLATIONS: TranslatableKind = {
  auditEntity: "blog_post",
  async load(database, id) {
    const [row] = await database.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row ? postItem(row) : null;
  },
};

export const BLOG_POST_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "blog",
  name: ru.adminBlog.title,
  kind: BLOG_POST_TRANSLATIONS,
  // One query, in the blog screen's order.
  list: async (database) => (await database.select().from(blogPosts).orderBy(...adminPostOrder())).map(postItem),
  editorHref: (id, language) => `${ADMIN_SCREENS.blog.path}${translationEditorHref(id, language)}`,
};

/** The stored translations of these posts, in one language or both. */
export function postTranslations(rows: readonly { id: string }[], language?: TranslationLanguage): Promise<Map<string, TranslationRow[]>> {
  return readTranslations([{ entity: "blog_post", ids: rows.map((row) => row.id) }], language);
}

/** Russian, and each language in which every required field of the post is reviewed (or outdated). */
export function postLanguages(row: TranslatedPart, translations: Translations): SiteLanguage[] {
  return itemLanguages(postSources(row), translations);
}

/** The row with its reviewed words in the language laid over the Russian (which stays where none is). */
export function translatedPost<Row extends TranslatedPart>(row: Row, translations: Translations, language: SiteLanguage): Row {
  if (language === "ru") return row;
  const values = visibleValues(postSources(row), translations, language);
  const word = (field: string) => values.get(fieldKey("blog_post", row.id, field));
  const tags = word("tags");
  return {
    ...row,
    title: word("title") ?? row.title,
    excerpt: word("excerpt") ?? row.excerpt,
    content: word("content") ?? row.content,
    author: word("author") ?? row.author,
    tags: tags === undefined ? row.tags : splitCommaList(tags),
  };
}
