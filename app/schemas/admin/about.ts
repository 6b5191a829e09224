import { z } from "zod";

import { settingsFormShape, settingsListSchema } from "~/schemas/admin/settings";

/** The six company texts the about screen saves with one button. */
export const ABOUT_TEXT_KEYS = [
  "company_mission",
  "company_vision",
  "company_values",
  "company_history",
  "company_achievements",
  "team_info",
] as const;

export const aboutTextsSchema = z.object({ intent: z.literal("texts"), ...settingsFormShape(ABOUT_TEXT_KEYS) });
export const timelineSchema = z.object({ intent: z.literal("timeline"), company_timeline: settingsListSchema("company_timeline") });
export const partnersSchema = z.object({ intent: z.literal("partners"), company_partners: settingsListSchema("company_partners") });

/** The screen's three forms, told apart by `intent`. */
export const aboutActionSchema = z.discriminatedUnion("intent", [aboutTextsSchema, timelineSchema, partnersSchema]);
