import type { SeedDocument } from "~/db/seed/run.server";
import { seedTranslations } from "~/db/seed/translations";
import type { Db } from "~/db/types";
import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";

/**
 * The seeded address in Kazakh and English (ADR 0078). The seeded working hours are the default,
 * which the contact page shows as the interface's own lines in every language: nothing to seed.
 */
const ADDRESS = { kz: "Алматы, Қазақстан", en: "Almaty, Kazakhstan" };

async function seedContactTranslations(tx: Db) {
  // Imported here: the settings module reaches the database module, which imports the seed documents.
  const { readSiteSettings } = await import("~/server/settings.server");
  const { address } = await readSiteSettings(["address"], tx);
  await seedTranslations(tx, "setting", "address", { value: address }, { ru: { value: CONTACT_DEFAULTS.address }, kz: { value: ADDRESS.kz }, en: { value: ADDRESS.en } });
}

/**
 * Reviewed Kazakh and English of the seeded contact details' free texts, so a fresh start shows
 * /kz/contact and /en/contact. An address staff changed before this ran stays untranslated.
 */
export const contactsTranslationsSeed: SeedDocument = { name: "contacts-translations", run: seedContactTranslations };
