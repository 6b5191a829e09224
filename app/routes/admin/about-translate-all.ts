/** POST /admin/about/translate-all: 'Перевести все с помощью AI' for the company's texts (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("about");
