/** The site settings screen: its tabs, and the general, languages and advanced tabs. */
export const adminSettings = {
  title: "Настройки сайта",
  lead: "Общие настройки, языки, SEO, интеграции, уведомления и дополнительные параметры сайта.",
  tabsLabel: "Разделы настроек",
  tabs: {
    general: "Общие",
    languages: "Языки",
    seo: "SEO",
    integrations: "Интеграции",
    notifications: "Уведомления",
    advanced: "Дополнительно",
  },
  // The approved wording, word for word.
  saved: "Настройки обновлены",
  savedOne: "Настройка обновлена",
  saveOneFailed: "Не удалось обновить настройку",
  saveFailed: "Не удалось обновить настройки",
  loadFailed: "Не удалось загрузить настройки сайта",
} as const;
