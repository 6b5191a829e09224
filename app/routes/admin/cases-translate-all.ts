/** POST /admin/cases/translate-all: 'Перевести все с помощью AI' for every case (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("cases");
