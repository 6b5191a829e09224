import type { z } from "zod";

import type { BLOG_STATUSES } from "~/lib/constants";
import type { ResponsiveImageSource } from "~/lib/media";

import type { blogActionSchema, blogSaveSchema } from "./schema";

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
