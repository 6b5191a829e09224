import type { SeedDocument } from "~/db/seed/run.server";

export const teamSeed: SeedDocument = {
  name: "team",
  run: async () => {},
};
