import type { SeedDocument } from "~/db/seed/run.server";

import { aiAssistantSeed } from "./ai-assistant";
import { advantagesSeed } from "./advantages";
import { blogSeed } from "./blog";
import { companySeed } from "./company";
import { contactsSeed } from "./contacts";
import { heroSeed } from "./hero";
import { knowledgeSeed } from "./knowledge";
import { servicesSeed } from "./services";
import { teamSeed } from "./team";

export const seedDocuments: SeedDocument[] = [
  contactsSeed,
  companySeed,
  heroSeed,
  servicesSeed,
  advantagesSeed,
  teamSeed,
  aiAssistantSeed,
  knowledgeSeed,
  blogSeed,
];
