/** POST /admin/team/translate-all: 'Перевести все с помощью AI' for every team member (ADR 0076). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("team");
