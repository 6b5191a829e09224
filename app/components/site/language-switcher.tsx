import { clsx } from "clsx";
import { useLocation } from "react-router";

import { useStrings } from "~/i18n/strings";
import { withoutCampaignParams } from "~/lib/campaign-params";
import { useHomeLanguages, usePageLanguages } from "~/lib/page-languages";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_ISO,
  LANGUAGE_LABEL,
  LANGUAGE_NAME,
  localizedPath,
  pageLanguage,
  pathWithoutLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "~/lib/languages";

/** Remembers the visitor's choice for a year (app/components/site/language-offer.tsx reads it). */
export function rememberLanguage(language: SiteLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/**
 * The same page in the other languages it exists in (ADR 0059). A plain link, so it works before
 * the page's scripts run; the page in another language loads as a whole, with that language's words.
 */
export function LanguageSwitcher({ className, dark = false }: { className?: string; /** On the footer's dark background. */ dark?: boolean }) {
  const { pathname, search } = useLocation();
  const current = pageLanguage(pathname);
  const path = pathWithoutLanguage(pathname);
  const languages = usePageLanguages();
  const homes = useHomeLanguages();
  const t = useStrings().common.language;
  // The page's own languages, and the others' home pages where the page is not in them (ADR 0077).
  const shown = SITE_LANGUAGES.filter((language) => languages.includes(language) || homes.includes(language));
  if (shown.length < 2) return null;
  return (
    <div role="group" aria-label={t.label} className={clsx("flex items-center gap-0.5", className)}>
      {shown.map((language) =>
        language === current ? (
          <span
            key={language}
            aria-current="true"
            title={LANGUAGE_NAME[language]}
            className={clsx(
              "inline-flex min-h-11 min-w-9 items-center justify-center rounded-lg px-1.5 text-xs font-semibold",
              dark ? "bg-white/10 text-white" : "bg-primary/10 text-primary-600",
            )}
          >
            {LANGUAGE_LABEL[language]}
          </span>
        ) : (
          <a
            key={language}
            href={languages.includes(language) ? localizedPath(language, path) + withoutCampaignParams(search) : localizedPath(language, "/")}
            hrefLang={LANGUAGE_ISO[language]}
            lang={LANGUAGE_ISO[language]}
            title={languages.includes(language) ? LANGUAGE_NAME[language] : t.toHome(LANGUAGE_NAME[language])}
            onClick={() => rememberLanguage(language)}
            className={clsx(
              "inline-flex min-h-11 min-w-9 items-center justify-center rounded-lg px-1.5 text-xs font-medium",
              dark ? "text-slate-300 hover:bg-white/10 hover:text-white" : "text-muted hover:bg-surface hover:text-ink",
            )}
          >
            {LANGUAGE_LABEL[language]}
            {/* The visible label starts the link's name (WCAG 2.5.3); a screen reader hears where it leads. */}
            {languages.includes(language) ? null : <span className="sr-only">{` ${t.toHome(LANGUAGE_NAME[language])}`}</span>}
          </a>
        ),
      )}
    </div>
  );
}
