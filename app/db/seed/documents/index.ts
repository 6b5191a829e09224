import type { SeedDocument } from "~/db/seed/run.server";

import { aiAssistantSeed } from "./ai-assistant";
import { advantagesSeed } from "./advantages";
import { blogSeed } from "./blog";
import { blogTranslationsSeed } from "./blog-translations";
import { companySeed } from "./company";
import { contactsSeed } from "./contacts";
import { contactsTranslationsSeed } from "./contacts-translations";
import { heroSeed } from "./hero";
import { homeTranslationsSeed } from "./home-translations";
import { knowledgeSeed } from "./knowledge";
import { servicesSeed } from "./services";
import { servicesTranslationsSeed } from "./services-translations";
import { teamSeed } from "./team";
import { teamAboutTranslationsSeed } from "./team-about-translations";

export const seedDocuments: SeedDocument[] = [
  contactsSeed,
  companySeed,
  heroSeed,
  servicesSeed,
  servicesTranslationsSeed,
  advantagesSeed,
  teamSeed,
  aiAssistantSeed,
  knowledgeSeed,
  blogSeed,
  homeTranslationsSeed,
  teamAboutTranslationsSeed,
  blogTranslationsSeed,
  contactsTranslationsSeed,
];
