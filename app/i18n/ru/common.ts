export const common = {
  notFound: {
    title: "Страница не найдена",
    text: "Oops! Page not found",
    backHome: "Вернуться на главную",
  },
  language: {
    label: "Язык сайта",
    notTranslated: "Эта страница пока есть только на русском языке.",
    openRussian: "Открыть на русском",
    /** The switcher's way to a language this page is not in: that language's home page. */
    toHome: (language: string) => `${language}: этой страницы пока нет на этом языке, откроется главная страница`,
  },
  toast: {
    errorTitle: "Ошибка",
    successTitle: "Успешно",
  },
  nav: {
    label: "Основная навигация",
    links: [
      { to: "/", label: "Главная" },
      { to: "/about", label: "О нас" },
      { to: "/services", label: "Услуги" },
      { to: "/cases", label: "Кейсы" },
      { to: "/team", label: "Команда" },
      { to: "/blog", label: "Блог" },
      { to: "/contact", label: "Контакты" },
    ],
  },
  header: {
    skipToContent: "Перейти к содержанию",
    whatsapp: "WhatsApp",
    whatsappTitle: "Написать в WhatsApp (откроется в новой вкладке)",
    leaveRequest: "Оставить заявку",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
  },
  footer: {
    contactsTitle: "Контакты",
    city: "Алматы, Казахстан",
    socialTitle: "Мы в соцсетях",
    instagram: "Instagram",
    telegramBot: "Telegram-бот",
    columns: [
      {
        title: "Компания",
        links: [
          { to: "/about", label: "О нас" },
          { to: "/team", label: "Команда" },
          { to: "/careers", label: "Карьера" },
          { to: "/partners", label: "Партнеры" },
          { to: "/contact", label: "Контакты" },
        ],
      },
      {
        title: "Услуги",
        links: [
          { to: "/services#ai-agents", label: "AI-агенты для бизнеса" },
          { to: "/services#crm-messenger-integration", label: "Интеграция с CRM" },
          { to: "/services#website-with-ai", label: "Сайт с AI-консультантом" },
          { to: "/services#staff-training", label: "Обучение персонала" },
          { to: "/services", label: "Все услуги" },
        ],
      },
      {
        title: "Ресурсы",
        links: [
          { to: "/cases", label: "Кейсы" },
          { to: "/blog", label: "Блог" },
          { to: "/docs", label: "Документация" },
          { to: "/faq", label: "Частые вопросы" },
          { to: "/support", label: "Поддержка" },
        ],
      },
    ],
    newsletterTitle: "Подписка на новости",
    newsletterLead: "Новости об AI для бизнеса и наши кейсы — раз в месяц, без спама.",
    copyright: (companyName: string) => `© 2025 ${companyName}. Все права защищены.`,
    privacy: "Политика конфиденциальности",
    terms: "Условия использования",
    admin: "Админ-панель",
    legalNav: "Правовая информация",
  },
  /** Links staff type (hero, cases, team, contacts): checked on save (app/schemas/fields.ts). */
  links: {
    invalid: "Ссылка должна начинаться с http://, https://, mailto: или tel:",
    invalidOrSitePath:
      "Ссылка должна начинаться с http://, https://, mailto:, tel:, / (страница сайта) или # (раздел страницы)",
    tooLong: (max: number) => `Ссылка слишком длинная (не более ${max} символов)`,
  },
  /** A service's price around its figure, already written in the page's locale with '₸' (app/lib/format.ts). */
  price: {
    from: (amount: string) => `от\u00a0${amount}`,
    perMonth: (price: string) => `${price}/мес`,
  },
} as const;
