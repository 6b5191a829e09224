import type { SeedDocument } from "~/db/seed/run.server";

export const blogSeed: SeedDocument = {
  name: "blog",
  run: async () => {},
};
