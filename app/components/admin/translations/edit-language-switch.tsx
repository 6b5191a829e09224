import { LinkTabs } from "~/components/admin/link-tabs";
import * as ru from "~/i18n/ru";
import { SITE_LANGUAGES, type SiteLanguage } from "~/lib/languages";

/**
 * The ru / kz / en switch above a content editor (ADR 0066 point 6): each language is an address
 * (`?edit=<id>&lang=kz`), so it survives a reload and works without JavaScript.
 */
export function EditLanguageSwitch({ current, hrefOf }: { current: SiteLanguage; hrefOf: (language: SiteLanguage) => string }) {
  const t = ru.adminTranslations;
  return (
    <LinkTabs
      label={t.switchLabel}
      current={current}
      tabs={SITE_LANGUAGES.map((language) => ({ key: language, label: t.languages[language], href: hrefOf(language) }))}
    />
  );
}
