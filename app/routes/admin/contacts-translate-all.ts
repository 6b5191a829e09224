/** POST /admin/contacts/translate-all: 'Перевести все с помощью AI' for the contact details' free texts (ADR 0078). */
import { translateAllAction } from "~/server/translate-all.server";

export const action = translateAllAction("contacts");
