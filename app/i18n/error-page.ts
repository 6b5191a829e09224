import type { SiteLanguage } from "~/lib/languages";

/**
 * The root error page's words (app/root.tsx) in every language at once, a few dozen bytes each: it
 * must speak when the page's catalog could not be loaded (the error may be that very failure) and
 * on the admin's pages, which load no public catalog (app/entry.client.tsx).
 */
export const ERROR_PAGE: Record<SiteLanguage, { notFound: string; failed: string; backHome: string }> = {
  ru: {
    notFound: "Oops! Page not found",
    failed: "Произошла ошибка. Попробуйте обновить страницу.",
    backHome: "Вернуться на главную",
  },
  kz: {
    notFound: "Өкінішке қарай, мұндай бет жоқ",
    failed: "Қате орын алды. Бетті жаңартып көріңіз.",
    backHome: "Басты бетке оралу",
  },
  en: {
    notFound: "Oops! Page not found",
    failed: "Something went wrong. Please try reloading the page.",
    backHome: "Back to home",
  },
};
