/**
 * Team members in Kazakh and English (ADR 0074): the translation editor's kind, and the /team
 * page's members in a language — only those whose every field is reviewed there, with their
 * reviewed words. Skills are translated as one comma-separated text, as the team form types them.
 * The members' place in the translations overview and 'Перевести все с помощью AI' is
 * TEAM_MEMBER_TRANSLATION_SCREEN (ADR 0076).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";

import { teamMembers } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import type { SiteLanguage } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { fieldKey } from "~/lib/translatable";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { listPublicTeam, TEAM_ORDER, type PublicTeamMember } from "~/server/team.server";
import { isComplete, listPageLanguages, readTranslations, sourcesOf, visibleValues, type Source, type TranslationRow } from "~/server/translatable.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

type MemberText = Pick<PublicTeamMember, "id" | "name" | "position" | "bio" | "experience" | "skills" | "hiringStatus">;

/** A member's Russian fields that need translating. */
export function memberSources(member: MemberText): Source[] {
  return sourcesOf("team_member", { ...member, skills: member.skills.join(", ") });
}

function memberItem(row: typeof teamMembers.$inferSelect): TranslatableItem {
  return { id: row.id, title: row.name, status: row.isVisible ? "visible" : "hidden", sources: memberSources(row), parts: new Map() };
}

export const TEAM_MEMBER_TRANSLATIONS: TranslatableKind = {
  auditEntity: "team_member",
  async load(database, id) {
    // A malformed id would make PostgreSQL reject the uuid comparison: it is no member.
    if (!z.uuid().safeParse(id).success) return null;
    const [row] = await database.select().from(teamMembers).where(eq(teamMembers.id, id));
    return row ? memberItem(row) : null;
  },
};

export const TEAM_MEMBER_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "team",
  name: ru.adminTeam.title,
  kind: TEAM_MEMBER_TRANSLATIONS,
  // One query, in the team screen's order.
  list: async (database) => (await database.select().from(teamMembers).orderBy(...TEAM_ORDER.orderBy)).map(memberItem),
  // The team screen names the member it edits with ?member= (its ?edit= is not used there).
  editorHref: (id, language) => `${ADMIN_SCREENS.team.path}?member=${id}&lang=${language}`,
};

/** The member in the language, with its reviewed words. */
function translated(member: PublicTeamMember, sources: readonly Source[], rows: ReadonlyMap<string, TranslationRow[]>, language: TranslationLanguage): PublicTeamMember {
  const values = visibleValues(sources, rows, language);
  const word = (field: string) => values.get(fieldKey("team_member", member.id, field));
  const skills = word("skills");
  return {
    ...member,
    name: word("name") ?? member.name,
    position: word("position") ?? member.position,
    bio: word("bio") ?? member.bio,
    experience: word("experience") ?? member.experience,
    hiringStatus: word("hiringStatus") ?? member.hiringStatus,
    skills: skills === undefined ? member.skills : skills.split(",").map((skill) => skill.trim()).filter(Boolean),
  };
}

type PublicTeam = Awaited<ReturnType<typeof listPublicTeam>>;

async function teamTranslations(team: PublicTeam, language?: TranslationLanguage) {
  const all = [...team.members, ...team.upcoming];
  return readTranslations([{ entity: "team_member", ids: all.map((member) => member.id) }], language);
}

/** The /team page's members in the language: in Kazakh or English only the complete ones. */
export async function listLocalTeam(language: SiteLanguage): Promise<PublicTeam> {
  const team = await listPublicTeam();
  if (language === "ru") return team;
  const rows = await teamTranslations(team, language);
  const local = (members: PublicTeamMember[]) =>
    members.flatMap((member) => {
      const sources = memberSources(member);
      return isComplete(sources, rows, language) ? [translated(member, sources, rows, language)] : [];
    });
  return { members: local(team.members), upcoming: local(team.upcoming) };
}

/** /team exists in Russian, and in each language at least one visible member is complete in. */
export async function teamPageLanguages(): Promise<SiteLanguage[]> {
  const team = await listPublicTeam();
  const rows = await teamTranslations(team);
  const all = [...team.members, ...team.upcoming];
  return listPageLanguages(all.map(memberSources), rows);
}
