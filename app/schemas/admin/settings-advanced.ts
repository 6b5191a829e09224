/** The settings screen's advanced tab (ADR 0055): the maintenance and counting switches, and staff unsubscribing a subscriber. */
import { z } from "zod";

import { switchValue } from "~/schemas/admin/settings-general";

export const advancedTabSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("maintenance"), value: switchValue }),
  z.object({ intent: z.literal("counting"), value: switchValue }),
  z.object({ intent: z.literal("unsubscribe"), id: z.uuid() }),
]);

/** How many subscribers one page of the list shows. */
export const SUBSCRIBERS_PAGE_SIZE = 20;

export type SubscriberRow = {
  id: string;
  email: string;
  subscribedLabel: string;
  unsubscribedLabel: string | null;
};

export type AdvancedTabData = {
  maintenance: boolean;
  /** Page views counted (the site's own analytics), unless staff paused it. */
  counting: boolean;
  /** ANALYTICS_COUNTING=off in the server's environment: nothing is counted, whatever the switch says. */
  countingOffOnServer: boolean;
  links: { audit: string; leadsExport: string | null; subscribersExport: string };
  subscribers: { rows: SubscriberRow[]; page: number; pages: number; total: number; active: number; unsubscribed: number };
};
