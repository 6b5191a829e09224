import type { common as source } from "../ru/common";
import type { Translation } from "../translation";

export const common: Translation<typeof source> = {
  notFound: {
    title: "Бет табылмады",
    text: "Өкінішке қарай, мұндай бет жоқ",
    backHome: "Басты бетке оралу",
  },
  language: {
    label: "Сайт тілі",
    notTranslated: "Бұл бет әзірге тек орыс тілінде бар.",
    openRussian: "Орысша ашу",
    toHome: (language: string) => `${language}: бұл бет әзірге бұл тілде жоқ, басты бет ашылады`,
  },
  toast: {
    errorTitle: "Қате",
    successTitle: "Сәтті орындалды",
  },
  nav: {
    label: "Негізгі навигация",
    links: [
      { to: "/", label: "Басты бет" },
      { to: "/about", label: "Біз туралы" },
      { to: "/services", label: "Қызметтер" },
      { to: "/cases", label: "Кейстер" },
      { to: "/team", label: "Команда" },
      { to: "/blog", label: "Блог" },
      { to: "/contact", label: "Байланыс" },
    ],
  },
  header: {
    skipToContent: "Негізгі мазмұнға өту",
    whatsapp: "WhatsApp",
    whatsappTitle: "WhatsApp-қа жазу (жаңа қойындыда ашылады)",
    leaveRequest: "Өтінім қалдыру",
    openMenu: "Мәзірді ашу",
    closeMenu: "Мәзірді жабу",
  },
  footer: {
    contactsTitle: "Байланыс",
    city: "Алматы, Қазақстан",
    socialTitle: "Біз әлеуметтік желілерде",
    instagram: "Instagram",
    telegramBot: "Telegram-бот",
    columns: [
      {
        title: "Компания",
        links: [
          { to: "/about", label: "Біз туралы" },
          { to: "/team", label: "Команда" },
          { to: "/careers", label: "Мансап" },
          { to: "/partners", label: "Серіктестер" },
          { to: "/contact", label: "Байланыс" },
        ],
      },
      {
        title: "Қызметтер",
        links: [
          { to: "/services#ai-agents", label: "Бизнеске арналған AI-агенттер" },
          { to: "/services#crm-messenger-integration", label: "CRM-мен интеграция" },
          { to: "/services#website-with-ai", label: "AI-кеңесшісі бар сайт" },
          { to: "/services#staff-training", label: "Қызметкерлерді оқыту" },
          { to: "/services", label: "Барлық қызметтер" },
        ],
      },
      {
        title: "Ресурстар",
        links: [
          { to: "/cases", label: "Кейстер" },
          { to: "/blog", label: "Блог" },
          { to: "/docs", label: "Құжаттама" },
          { to: "/faq", label: "Жиі қойылатын сұрақтар" },
          { to: "/support", label: "Қолдау" },
        ],
      },
    ],
    newsletterTitle: "Жаңалықтарға жазылу",
    newsletterLead: "Бизнеске арналған AI жаңалықтары мен біздің кейстер — айына бір рет, спамсыз.",
    copyright: (companyName: string) => `© 2025 ${companyName}. Барлық құқықтар қорғалған.`,
    privacy: "Құпиялылық саясаты",
    terms: "Пайдалану шарттары",
    admin: "Әкімші панелі",
    legalNav: "Құқықтық ақпарат",
  },
  // Link validation messages (app/schemas/fields.ts).
  links: {
    invalid: "Сілтеме http://, https://, mailto: немесе tel: арқылы басталуы керек",
    invalidOrSitePath:
      "Сілтеме http://, https://, mailto:, tel:, / (сайт беті) немесе # (бет бөлімі) арқылы басталуы керек",
    tooLong: (max: number) => `Сілтеме тым ұзын (${max} таңбадан аспауы керек)`,
  },
  price: {
    from: (amount: string) => `${amount}\u00a0бастап`,
    perMonth: (price: string) => `айына ${price}`,
  },
};
