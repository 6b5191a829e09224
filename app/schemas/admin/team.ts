import { z } from "zod";

import * as ru from "~/i18n/ru";
import { TEAM_DEPARTMENTS } from "~/lib/constants";
import { mediaIdFromUrl } from "~/lib/media";
import type { ResponsiveImageSource } from "~/lib/media";
import { blankAs, boundedText, commaListItems, email, link, optionalText, patterned } from "~/schemas/fields";

/**
 * The team screen's forms, shared by the dialog and the action. Blank optional fields become null;
 * skills and languages are typed as comma-separated lists.
 */


const t = ru.adminTeam;

export const DEFAULT_DEPARTMENT = "Технический отдел" satisfies (typeof TEAM_DEPARTMENTS)[number];
/** A new member speaks Russian unless staff say otherwise. */
export const DEFAULT_LANGUAGES = ["Русский"];

const MAX_LIST_ITEMS = 20;
const MAX_LIST_ITEM = 100;


/** Name, position: checked for length here, for presence together with the department below. */
const presentText = (max: number) => boundedText(max).optional();

const list = () => commaListItems({ itemMax: MAX_LIST_ITEM, itemsMax: MAX_LIST_ITEMS, tooMany: t.tooManyItems(MAX_LIST_ITEMS) });

const id = z.uuid();

export const memberSchema = z
  .object({
    intent: z.literal("save"),
    /** Absent when adding. */
    id: id.optional(),
    name: presentText(100),
    position: presentText(200),
    department: z.enum(TEAM_DEPARTMENTS, { error: t.departmentInvalid }).optional(),
    bio: optionalText(2000, { multiline: true }),
    avatar: blankAs(patterned((v) => mediaIdFromUrl(v) !== null, t.avatarInvalid), null),
    email: blankAs(email({ invalid: ru.admin.fields.email }), null),
    phone: optionalText(40),
    linkedin: blankAs(link("external", {}, { stopIfTooLong: true }), null),
    skills: list(),
    languages: list(),
    experience: optionalText(200),
    education: optionalText(300),
    joinDate: z
      .iso.date({ error: t.dateInvalid })
      .optional()
      .transform((v) => v || null),
    hiringStatus: optionalText(200),
  })
  .superRefine((value, ctx) => {
    // Name, position and department share one message, as the form's own error.
    if (!value.name || !value.position || !value.department) {
      ctx.addIssue({ code: "custom", message: t.required, path: [] });
    }
  });

const toggleSchema = z.object({
  intent: z.literal("toggle"),
  id,
  visible: z.enum(["true", "false"]).transform((v) => v === "true"),
});

const moveSchema = z.object({ intent: z.literal("move"), id, direction: z.enum(["up", "down"]) });

const deleteSchema = z.object({ intent: z.literal("delete"), id });

/** The team screen's forms, told apart by `intent`. */
export const teamActionSchema = z.discriminatedUnion("intent", [memberSchema, toggleSchema, moveSchema, deleteSchema]);

export type MemberValues = z.output<typeof memberSchema>;

/** The dialog's values as the entity module saves them; the schema has made sure the three are there. */
export function memberInput(value: MemberValues) {
  const { intent: _intent, id: _id, name, position, department, ...rest } = value;
  if (!name || !position || !department) throw new Error("memberSchema lets no member through without them");
  return { ...rest, name, position, department };
}

/** A member as the team screen shows and edits it. */
export type AdminTeamMember = {
  id: string;
  name: string;
  position: string;
  department: string;
  bio: string | null;
  avatar: string | null;
  avatarImage: ResponsiveImageSource | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  skills: string[];
  languages: string[];
  experience: string | null;
  education: string | null;
  joinDate: string | null;
  hiringStatus: string | null;
  isVisible: boolean;
};
