/** POST /admin/advantages/translate-all: 'Перевести все с помощью AI' for every advantage (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("advantages");
