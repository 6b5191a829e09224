import { z } from "zod";

import * as ru from "~/i18n/ru";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/lib/constants";
import { fromCompanyLocalInput } from "~/lib/dates";
import type { ResponsiveImageSource } from "~/lib/media";
import { SLUG_MAX_LENGTH } from "~/lib/slug";
import { commaList, mediaUrl, optionalText, parsedText, requiredText, slug } from "~/schemas/fields";

/**
 * The blog editor's one schema (docs/decisions/0024-admin-kit.md), read by its form in the browser
 * and by its action on the server. Forms arrive through conform, which turns an empty field into
 * undefined and a ticked checkbox's "on" into true before these rules run.
 */


const t = ru.adminBlog.validation;

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
/** A long read is 20,000 characters; five times that leaves room and stays far below the body limit. */
export const CONTENT_MAX = 100_000;
const TAGS_MAX = 10;
const TAG_MAX = 40;
export const AUTHOR_MAX = 100;

const tags = commaList({ itemMax: TAG_MAX, itemsMax: TAGS_MAX, itemTooLong: t.tag(TAG_MAX) });

/** `datetime-local` in Almaty time, as the instant it means; blank is null. */
const publishDate = parsedText((value, fail) => fromCompanyLocalInput(value) ?? fail(t.date));

/** Every blog_posts column staff edit (the original's sample article, made persistent), as the form names them. */
const postShape = {
  title: requiredText(TITLE_MAX),
  // Blank: made from the title on the server, where it can be checked against the other posts.
  slug: slug(SLUG_MAX_LENGTH, { tooLong: ru.admin.fields.tooLong(SLUG_MAX_LENGTH), invalid: t.slug }),
  excerpt: optionalText(EXCERPT_MAX, { multiline: true }),
  content: optionalText(CONTENT_MAX, { multiline: true }),
  // The cover lands in `src` attributes.
  coverImage: mediaUrl(t.coverUrl),
  category: z.enum(BLOG_CATEGORIES, { error: t.category }),
  tags,
  author: optionalText(AUTHOR_MAX),
  featured: z.boolean().default(false),
  status: z.enum(BLOG_STATUSES).default("draft"),
  publishDate,
};

const id = z.uuid();

/** The create/edit form: no id creates a post, an id updates that one. `preview` only asks for the body's preview. */
export const blogSaveSchema = z
  .object({ intent: z.literal("save"), id: id.optional(), preview: z.literal("1").optional(), ...postShape })
  .superRefine(
    (value, ctx) => {
      if (value.status === "scheduled") {
        if (!value.publishDate) ctx.addIssue({ code: "custom", path: ["publishDate"], message: t.scheduledDate });
        else if (value.publishDate.getTime() <= Date.now()) {
          ctx.addIssue({ code: "custom", path: ["publishDate"], message: t.scheduledFuture });
        }
      }
      if ((value.status === "published" || value.status === "scheduled") && !value.content) {
        ctx.addIssue({ code: "custom", path: ["content"], message: t.contentForPublish });
      }
    },
    // Also when another field (the title) is wrong, so one submit names every problem; the fields
    // read here must have parsed for their values to mean anything.
    { when: (payload) => !payload.issues.some((issue) => ["status", "publishDate", "content"].includes(String(issue.path?.[0]))) },
  );

/** Every change the blog screen can ask for, told apart by `intent`. */
export const blogActionSchema = z.discriminatedUnion("intent", [
  blogSaveSchema,
  z.object({ intent: z.literal("publish"), id }),
  z.object({ intent: z.literal("unpublish"), id }),
  z.object({ intent: z.literal("delete"), id }),
]);

export type BlogPostFields = Omit<z.output<typeof blogSaveSchema>, "intent" | "id" | "preview">;

export type BlogState = (typeof BLOG_STATUSES)[number];

/** A post as the admin list shows it; dates are already words, so server and browser print the same. */
export type AdminBlogPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: string | null;
  featured: boolean;
  /** What visitors see of it now (a published post dated later is still scheduled). */
  state: BlogState;
  /** 'Опубликована 12 марта 2025 г.', 'Выйдет 1 марта 2026 г. в 09:30' or 'Изменена …'. */
  dateLabel: string;
  coverImage: string | null;
  coverImageSource: ResponsiveImageSource | null;
};

export type BlogFormValues = z.input<typeof blogSaveSchema>;
export type BlogFormOutput = z.output<typeof blogActionSchema>;
/** What the form starts from: strings as the inputs hold them. */
export type BlogFormDefaults = {
  intent: "save";
  id?: string;
  title?: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  coverImage?: string;
  category?: string;
  tags?: string;
  author?: string;
  featured?: boolean;
  status: BlogState;
  publishDate?: string;
};
