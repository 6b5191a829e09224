/** POST /admin/services/translate-all: 'Перевести все с помощью AI' for every service (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("services");
