/** POST /admin/blog/translate-all: 'Перевести все с помощью AI' for every blog post (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("blog");
