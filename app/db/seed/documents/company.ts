import type { SeedDocument } from "~/db/seed/run.server";

export const companySeed: SeedDocument = {
  name: "company",
  run: async () => {},
};
