import { useEffect, useState } from "react";
import { useLocation } from "react-router";

import { LANGUAGE_OFFER } from "~/i18n/language-offer";
import {
  isSiteLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_ISO,
  localizedPath,
  pageLanguage,
  pathWithoutLanguage,
  preferredLanguage,
  type SiteLanguage,
} from "~/lib/languages";
import { usePageLanguages } from "~/lib/page-languages";

import { rememberLanguage } from "./language-switcher";

function rememberedLanguage(): SiteLanguage | null {
  const value = document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isSiteLanguage(value) ? value : null;
}

/**
 * Offers the page in the visitor's language, never sends them there (ADR 0059): the language they
 * chose in the switcher, else Kazakh or English when their browser asks for it before Russian. Decided in
 * the browser, so the server's page is the same for everyone and crawlers are never redirected.
 * Closing the offer remembers the page's language as the choice.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const current = pageLanguage(pathname);
  const path = pathWithoutLanguage(pathname);
  const languages = usePageLanguages().join(" ");
  const [offered, setOffered] = useState<SiteLanguage | null>(null);

  useEffect(() => {
    // Russian is where everyone lands first: a browser that prefers it is not told so.
    const preferred = preferredLanguage(navigator.languages);
    const wanted = rememberedLanguage() ?? (preferred === "ru" ? null : preferred);
    setOffered(wanted && wanted !== current && languages.split(" ").includes(wanted) ? wanted : null);
  }, [current, path, languages]);

  if (!offered) return null;
  const t = LANGUAGE_OFFER[offered];
  return (
    <div
      role="region"
      aria-label={t.text}
      lang={LANGUAGE_ISO[offered]}
      className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-border bg-white p-4 shadow-lg sm:bottom-6 sm:flex-row sm:items-center"
    >
      <p className="min-w-0 text-sm text-ink sm:flex-1">{t.text}</p>
      <div className="flex gap-2">
        <a href={localizedPath(offered, path)} hrefLang={LANGUAGE_ISO[offered]} className="btn btn-primary" onClick={() => rememberLanguage(offered)}>
          {t.open}
        </a>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            rememberLanguage(current);
            setOffered(null);
          }}
        >
          {t.dismiss}
        </button>
      </div>
    </div>
  );
}
