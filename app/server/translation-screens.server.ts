/**
 * The content screens whose items are translated (issue 24 points 8 and 9, ADR 0076), in the order
 * the translations overview lists them: the sidebar's. A screen joins with one line here; its entry
 * lives beside its TranslatableKind (the cases': app/server/case-translations.server.ts), and its
 * 'Перевести все с помощью AI' needs the `translate-all` resource of app/lib/permissions.ts and the
 * two-line route module that serves it (app/routes/admin/cases-translate-all.ts).
 */
import type { Db } from "~/db/types";
import type { TranslationLanguage } from "~/lib/constants";
import type { EditableScreenId } from "~/lib/permissions";
import { ADVANTAGE_TRANSLATION_SCREEN } from "~/server/advantage-translations.server";
import { BLOG_POST_TRANSLATION_SCREEN } from "~/server/blog-translations.server";
import { CASE_TRANSLATION_SCREEN } from "~/server/case-translations.server";
import { COMPANY_TRANSLATION_SCREEN, CONTACT_TRANSLATION_SCREEN } from "~/server/company-translations.server";
import { SERVICE_TRANSLATION_SCREEN } from "~/server/service-translations.server";
import { TEAM_MEMBER_TRANSLATION_SCREEN } from "~/server/team-translations.server";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";

export type TranslationScreen = {
  /** The admin screen that edits the items: who reads their translations and who translates them. */
  screen: EditableScreenId;
  /** The screen's Russian name, as the sidebar shows it. */
  name: string;
  kind: TranslatableKind;
  /** Every item with its Russian, in the screen's order, in a few queries rather than one per item. */
  list(database: Db): Promise<TranslatableItem[]>;
  /** The item's translation editor in the language. */
  editorHref(id: string, language: TranslationLanguage): string;
};

export const TRANSLATION_SCREENS: readonly TranslationScreen[] = [
  COMPANY_TRANSLATION_SCREEN,
  SERVICE_TRANSLATION_SCREEN,
  ADVANTAGE_TRANSLATION_SCREEN,
  CASE_TRANSLATION_SCREEN,
  TEAM_MEMBER_TRANSLATION_SCREEN,
  BLOG_POST_TRANSLATION_SCREEN,
  CONTACT_TRANSLATION_SCREEN,
];

export function translationScreen(screen: EditableScreenId): TranslationScreen {
  const found = TRANSLATION_SCREENS.find((candidate) => candidate.screen === screen);
  if (!found) throw new Error(`${screen} is not a screen of TRANSLATION_SCREENS`);
  return found;
}
