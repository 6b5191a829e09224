/** The site settings screen: its tabs, and the general, languages and advanced tabs. */
const russianPlural = new Intl.PluralRules("ru");

/** A count with its noun in the right form: 1 учётная запись, 3 учётные записи, 5 учётных записей. */
function countOf(n: number, one: string, few: string, many: string): string {
  const form = russianPlural.select(n);
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}

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

  /** A setting that is on or off, saved by one click. */
  switchOn: "Включено",
  switchOff: "Выключено",
  turnOn: (what: string) => `Включить: ${what}`,
  turnOff: (what: string) => `Выключить: ${what}`,

  general: {
    lead: "Как сайт называет себя, где он опубликован, его иконка, презентация компании и регистрация сотрудников.",
    identityTitle: "Сайт",
    identityLead: "Название и адрес сайта используются в заголовках страниц, ссылках для соцсетей, sitemap.xml и robots.txt.",
    siteName: "Название сайта",
    siteNameHint: (companyName: string) => `Если оставить пустым, используется название компании: «${companyName}».`,
    publicUrl: "Публичный адрес сайта",
    publicUrlHint: (fallback: string) => `Адрес без пути, например https://example.kz. Если оставить пустым, используется ${fallback}.`,
    publicUrlInvalid: "Укажите адрес сайта без пути и параметров, например https://example.kz",
    filesTitle: "Файлы",
    filesLead: "Иконка сайта во вкладке браузера и презентация компании для кнопки «Скачать презентацию» на странице кейсов.",
    favicon: "Иконка сайта (favicon)",
    faviconHint: "PNG, рекомендуемый размер 32×32 пикселя. Также доступна по адресу /favicon.ico. Если не задана, используется стандартная иконка.",
    presentation: "Файл презентации",
    presentationHint: "PDF или PPTX до 20 МБ. Пока файл не выбран, кнопка «Скачать презентацию» на странице кейсов не показывается. Файл скачивается под своим именем.",
    presentationUpload: "Загрузить файл",
    presentationUploading: "Загрузка...",
    presentationUploadLabel: "Загрузить файл презентации",
    presentationUploaded: "Файл загружен",
    presentationClear: "Убрать файл презентации",
    presentationClearText: "Убрать",
    presentationCurrent: "Текущий файл",
    presentationCheck: "Проверить на странице кейсов",
    save: "Сохранить",
    registrationTitle: "Регистрация сотрудников",
    registrationLead: "Кто может создать учётную запись на странице входа /auth.",
    registrationSwitch: "Открытая регистрация",
    registrationOn: "Любой может зарегистрироваться на странице /auth.",
    registrationOff: "Зарегистрироваться можно только по приглашению администратора.",
    registrationRights:
      "Самостоятельно зарегистрированная учётная запись может только войти в панель, открыть главную страницу панели и свой профиль. Заявки, диалоги, контент и настройки ей недоступны, пока администратор не назначит роль в разделе «Пользователи».",
    pendingAccounts: (n: number) => `Ожидают назначения роли: ${countOf(n, "учётная запись", "учётные записи", "учётных записей")}.`,
    openUsers: "Открыть «Пользователи»",
  },

  languages: {
    lead: "Языки сайта. Русский — основной язык: на нём написан весь контент.",
    listTitle: "Языки сайта",
    code: "Код в адресе",
    address: "Адрес",
    defaultBadge: "Основной",
    pages: (count: number, total: number) => `Страниц: ${count} из ${total}`,
    names: { ru: "Русский", kz: "Казахский", en: "Английский" } as Record<string, string>,
    status: {
      ru: "Сайт полностью на русском: все страницы, меню, формы и чат.",
      kz: "На казахском есть страницы, которые целиком состоят из текстов интерфейса: карьера, поддержка, документация, вопросы, политика конфиденциальности и условия. Страницы с контентом из админ-панели остаются на русском, пока контент не переведён.",
      en: "На английском есть страницы, которые целиком состоят из текстов интерфейса: карьера, поддержка, документация, вопросы, политика конфиденциальности и условия. Страницы с контентом из админ-панели остаются на русском, пока контент не переведён.",
    } as Record<string, string>,
  },

  advanced: {
    lead: "Журнал изменений, выгрузки данных, подписчики рассылки, режим обслуживания и учёт посещений.",
    auditTitle: "Журнал изменений",
    auditLead: "Кто, когда и что изменил в админ-панели.",
    auditOpen: "Открыть журнал изменений",
    exportTitle: "Выгрузка данных",
    exportLead: "CSV-файлы открываются в Excel с кириллицей. Каждая выгрузка записывается в журнал изменений.",
    exportLeads: "Скачать все заявки (CSV)",
    exportSubscribers: "Скачать подписчиков (CSV)",
    subscribersTitle: "Подписчики рассылки",
    subscribersLead:
      "Адреса из формы подписки в подвале сайта. У каждого подписчика есть своя ссылка для отписки в один клик: она есть в выгрузке CSV, вставляйте её в письма рассылки.",
    subscribersCount: (active: number, unsubscribed: number) =>
      `Активных: ${active}, отписались: ${unsubscribed}`,
    subscribersEmpty: "Подписчиков пока нет",
    colEmail: "Email",
    colSubscribed: "Подписка",
    colStatus: "Статус",
    statusActive: "Подписан",
    statusUnsubscribed: (date: string) => `Отписан ${date}`,
    unsubscribe: "Отписать",
    unsubscribeOf: (email: string) => `Отписать ${email}`,
    unsubscribed: "Подписчик отписан",
    unsubscribeFailed: "Не удалось отписать подписчика",
    maintenanceTitle: "Режим обслуживания",
    maintenanceLead:
      "Пока режим включён, посетители видят страницу «Сайт на обслуживании» (HTTP 503, поисковые системы её не индексируют). Сотрудники, вошедшие в панель, видят сайт как обычно; панель, вход, API заявок, файлы и вебхуки работают.",
    maintenanceSwitch: "Режим обслуживания",
    maintenanceOnNotice: "Сейчас посетители видят страницу обслуживания.",
    countingTitle: "Учёт посещений",
    countingLead:
      "Сайт сам считает просмотры страниц для раздела «Аналитика»: без cookie, без хранения IP-адресов и без сторонних сервисов. Выключите учёт, чтобы приостановить его; собранные данные останутся.",
    countingSwitch: "Считать посещения",
    countingOffNotice: "Учёт приостановлен: новые посещения не попадают в аналитику.",
    countingServerOffNotice: "Учёт выключен в настройках сервера (ANALYTICS_COUNTING=off): посещения не считаются при любом положении переключателя.",
  },

  /** The subscriber export's file name and columns. */
  subscribersCsv: {
    fileName: "podpischiki",
    email: "Email",
    subscribedAt: "Дата подписки",
    status: "Статус",
    unsubscribedAt: "Дата отписки",
    unsubscribeLink: "Ссылка для отписки",
    active: "Подписан",
    unsubscribed: "Отписан",
  },
} as const;
