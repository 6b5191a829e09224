import type { common as source } from "../ru/common";
import type { Translation } from "../translation";

export const common: Translation<typeof source> = {
  notFound: {
    title: "Page not found",
    text: "Oops! Page not found",
    backHome: "Back to home",
  },
  language: {
    label: "Site language",
    notTranslated: "This page is only available in Russian for now.",
    openRussian: "Open in Russian",
    toHome: (language: string) => `${language}: this page is not in that language yet; its home page opens`,
  },
  toast: {
    errorTitle: "Error",
    successTitle: "Success",
  },
  nav: {
    label: "Main navigation",
    links: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About" },
      { to: "/services", label: "Services" },
      { to: "/cases", label: "Cases" },
      { to: "/team", label: "Team" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact" },
    ],
  },
  header: {
    skipToContent: "Skip to content",
    whatsapp: "WhatsApp",
    whatsappTitle: "Message us on WhatsApp (opens in a new tab)",
    leaveRequest: "Leave a request",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  footer: {
    contactsTitle: "Contact",
    city: "Almaty, Kazakhstan",
    socialTitle: "Follow us",
    instagram: "Instagram",
    telegramBot: "Telegram bot",
    columns: [
      {
        title: "Company",
        links: [
          { to: "/about", label: "About" },
          { to: "/team", label: "Team" },
          { to: "/careers", label: "Careers" },
          { to: "/partners", label: "Partners" },
          { to: "/contact", label: "Contact" },
        ],
      },
      {
        title: "Services",
        links: [
          { to: "/services#ai-agents", label: "AI agents for business" },
          { to: "/services#crm-messenger-integration", label: "CRM integration" },
          { to: "/services#website-with-ai", label: "Website with an AI consultant" },
          { to: "/services#staff-training", label: "Staff training" },
          { to: "/services", label: "All services" },
        ],
      },
      {
        title: "Resources",
        links: [
          { to: "/cases", label: "Cases" },
          { to: "/blog", label: "Blog" },
          { to: "/docs", label: "Documentation" },
          { to: "/faq", label: "FAQ" },
          { to: "/support", label: "Support" },
        ],
      },
    ],
    newsletterTitle: "Newsletter",
    newsletterLead: "AI for business news and our latest cases, once a month, no spam.",
    copyright: (companyName: string) => `© 2025 ${companyName}. All rights reserved.`,
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    admin: "Admin panel",
    legalNav: "Legal information",
  },
  /** Links staff type (hero, cases, team, contacts): checked on save (app/schemas/fields.ts). */
  links: {
    invalid: "The link must start with http://, https://, mailto: or tel:",
    invalidOrSitePath:
      "The link must start with http://, https://, mailto:, tel:, / (a page of the site) or # (a section of the page)",
    tooLong: (max: number) => `The link is too long (${max} characters at most)`,
  },
  price: {
    from: (amount: string) => `from\u00a0${amount}`,
    perMonth: (price: string) => `${price}/month`,
  },
};
