/**
 * The settings screen's general tab (ADR 0055): one form for the site's name, address and files,
 * and the open-registration switch, each posted with its intent to /admin/settings/general.
 */
import { z } from "zod";

import { settingsFormShape } from "~/schemas/admin/settings";

export const GENERAL_FORM_KEYS = ["site_name", "public_url", "favicon_url", "presentation_url"] as const;

/** A switch posts the state it turns the setting to. */
export const switchValue = z.enum(["true", "false"]).transform((v) => v === "true");

export const generalTabSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("general"), ...settingsFormShape(GENERAL_FORM_KEYS) }),
  z.object({ intent: z.literal("registration"), value: switchValue }),
]);

export type GeneralTabData = {
  values: { site_name: string; public_url: string; favicon_url: string; presentation_url: string };
  /** What a blank name and address fall back to. */
  companyName: string;
  envSiteUrl: string;
  /** The file name the presentation downloads under, when it is one of this site's uploads. */
  presentationName: string | null;
  openRegistration: boolean;
  pendingAccounts: number;
};
