/**
 * Every Russian string, once, in the exact wording the company approved; one file per area of the site.
 * The admin panel imports it as a namespace (`import * as ru from "~/i18n/ru"`). The public site's
 * components read the page's language through `useStrings()` (app/i18n/strings.ts), and modules the
 * public pages share with the server import single areas (`~/i18n/ru/leads`): the namespace would
 * bring the admin's strings into a visitor's first download.
 */
import { common } from "./ru/common";

export { admin } from "./ru/admin";
export { adminLogo } from "./ru/admin-logo";
export { adminTelegram } from "./ru/admin-telegram";
export { adminIntegrations } from "./ru/admin-integrations";
export { adminAiAssistant } from "./ru/admin-ai-assistant";
export { adminTeam } from "./ru/admin-team";
export { adminTeamTranslations } from "./ru/admin-team-translations";
export { adminLeads } from "./ru/admin-leads";
export { adminAdvantages } from "./ru/admin-advantages";
export { adminServices } from "./ru/admin-services";
export { adminBlog } from "./ru/admin-blog";
export { adminHero } from "./ru/admin-hero";
export { adminAbout } from "./ru/admin-about";
export { adminCases } from "./ru/admin-cases";
export { adminTranslations } from "./ru/admin-translations";
export { adminTranslationOverview } from "./ru/admin-translation-overview";
export { adminContacts } from "./ru/admin-contacts";
export { adminContactTranslations } from "./ru/admin-contact-translations";
export { adminMedia } from "./ru/admin-media";
export { adminGallery } from "./ru/admin-gallery";
export { adminSettings } from "./ru/admin-settings";
export { adminSeo } from "./ru/admin-seo";
export { adminNotifications } from "./ru/admin-notifications";
export { adminDesign } from "./ru/admin-design";
export { adminAnalytics } from "./ru/admin-analytics";
export { auth } from "./ru/auth";
export { cases } from "./ru/cases";
export { chat } from "./ru/chat";
export { home } from "./ru/home";
export { info } from "./ru/info";
export { leads } from "./ru/leads";
export { media } from "./ru/media";
export { outbound } from "./ru/outbound";
export { pages } from "./ru/pages";
export { servicePages } from "./ru/service-pages";

export const { notFound, toast, nav, header, footer, links } = common;
