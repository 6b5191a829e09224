import type { SeedDocument } from "~/db/seed/run.server";

import { insertDefaultSettings } from "./settings-rows";

/** The company's contact details (app/schemas/defaults/contacts.ts); staff replace them in /admin/contacts. */
export const contactsSeed: SeedDocument = {
  name: "contacts",
  run: (tx) => insertDefaultSettings(tx, "contacts"),
};
