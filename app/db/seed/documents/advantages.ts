import type { SeedDocument } from "~/db/seed/run.server";

export const advantagesSeed: SeedDocument = {
  name: "advantages",
  run: async () => {},
};
