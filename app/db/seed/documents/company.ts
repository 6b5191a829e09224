import type { SeedDocument } from "~/db/seed/run.server";

import { insertDefaultSettings } from "./settings-rows";

/** The About and Team pages' texts (app/schemas/defaults/company.ts); staff edit them in /admin/about. */
export const companySeed: SeedDocument = {
  name: "company",
  run: (tx) => insertDefaultSettings(tx, "about"),
};
