import { Badge } from "~/components/ui/badge";
import { LANGUAGE_LABEL, LANGUAGE_NAME, type SiteLanguage } from "~/lib/languages";

/**
 * A Kazakh or English item in a list of mostly Russian ones (a lead, a knowledge article) shows
 * its language's short label; a Russian one shows none, so the exceptions stand out. Screen
 * readers hear `label: the language's name`.
 */
export function LanguageBadge({ language, label, testId }: { language: SiteLanguage; label: string; testId: string }) {
  if (language === "ru") return null;
  return (
    <Badge variant="secondary" data-testid={testId}>
      <span aria-hidden="true">{LANGUAGE_LABEL[language]}</span>
      <span className="sr-only">{`${label}: ${LANGUAGE_NAME[language]}`}</span>
    </Badge>
  );
}
