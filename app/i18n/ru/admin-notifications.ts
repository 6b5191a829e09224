/**
 * The settings screen's notifications tab (issue 23 point 7): who gets an e-mail for each new lead,
 * the e-mail provider, a test message; and the delivery logs' retry and dismiss (point 10).
 */
export const adminNotifications = {
  title: "Уведомления о заявках",
  lead: "Письмо о каждой новой заявке выбранным сотрудникам. Письма уходят через очередь, как сообщения в Telegram: недоставленные повторяются автоматически.",

  recipientsTitle: "Получатели писем",
  recipientsText: "Письмо получат все сотрудники с отмеченными ролями и отдельно отмеченные сотрудники. Неактивные сотрудники писем не получают.",
  roles: "Роли",
  roleNames: { admin: "Администраторы", editor: "Редакторы", marketer: "Маркетологи" },
  memberRoles: { admin: "Администратор", editor: "Редактор", marketer: "Маркетолог" },
  members: "Сотрудники",
  membersEmpty: "Сотрудников пока нет",
  memberInactive: "неактивен",
  saveRecipients: "Сохранить получателей",

  providerTitle: "Почтовый сервис",
  providerText: "Через него уходят письма о заявках.",
  provider: "Сервис",
  providers: { none: "Не выбран: письма не отправляются", smtp: "SMTP", sendgrid: "SendGrid", mailchimp: "Mailchimp Transactional (Mandrill)" },
  from: "Адрес отправителя",
  fromHint: "Например, no-reply@ai-solutions.kz. Сервис должен разрешать отправку с этого адреса.",
  smtpHost: "SMTP-сервер",
  smtpHostHint: "Например, smtp.example.kz",
  smtpPort: "Порт",
  smtpPortHint: "Обычно 587 (STARTTLS) или 465 (SSL)",
  smtpSecure: "Соединение SSL/TLS сразу (порт 465)",
  smtpSecureHint: "Выключите для порта 587: шифрование включится командой STARTTLS.",
  smtpUser: "Логин",
  smtpPassword: "Пароль SMTP",
  sendgridKey: "API-ключ SendGrid",
  mailchimpKey: "API-ключ Mailchimp Transactional",
  secretSaved: "Сохранен. Оставьте поле пустым, чтобы не менять.",
  secretEmpty: "Не задан",
  clearSecret: (name: string) => `Удалить сохраненный: ${name}`,
  saveProvider: "Сохранить сервис",

  testTitle: "Тестовое письмо",
  testText: "Письмо уйдет через сохраненные настройки сервиса.",
  testTo: "Кому",
  testToHint: "По умолчанию — на ваш адрес",
  test: "Отправить тестовое письмо",
  testSent: (to: string) => `Тестовое письмо отправлено на ${to}`,
  testFailed: "Не удалось отправить тестовое письмо",
  testSubject: "Тестовое письмо с сайта",
  testBody: "Это тестовое письмо. Если вы его читаете, письма о новых заявках будут доставляться.",

  logTitle: "Журнал писем о заявках",
  logText: "Последние 50 писем. Недоставленные повторяются автоматически.",
  logEmpty: "Писем пока не было",
  statuses: { sent: "Доставлено", queued: "В очереди", retrying: "Ждет повтора", failed: "Не доставлено" },

  mail: {
    subject: (name: string) => `Новая заявка: ${name}`,
    intro: "На сайте оставлена новая заявка.",
    name: "Имя",
    phone: "Телефон",
    email: "Email",
    company: "Компания",
    message: "Сообщение",
    source: "Источник",
    date: "Дата",
    open: "Открыть заявку",
    noValue: "не указан",
  },

  errors: {
    provider: "Выберите почтовый сервис",
    from: "Введите адрес отправителя, например no-reply@ai-solutions.kz",
    smtpHost: "Введите имя SMTP-сервера, например smtp.example.kz",
    smtpPort: "Порт — целое число от 1 до 65535",
    smtpUser: "Логин не длиннее 255 символов",
    secret: "Ключ или пароль — не длиннее 500 символов",
    missingSecret: (name: string) => `Введите ${name}: без него письма не отправить`,
    role: "Неизвестная роль",
    member: "Сотрудник не найден",
    testTo: "Введите адрес получателя, например name@example.kz",
    notConfigured: "Почтовый сервис не выбран",
    noRecipients: "Нет получателей",
  },

  delivery: {
    notConfigured: "Почтовый сервис не выбран: письмо не отправлено",
    status: (status: number) => `Сервис ответил кодом ${status}`,
    rejected: (reason: string) => `Сервис отклонил письмо: ${reason}`,
  },

  /** The delivery logs' actions on a given-up row, on every log (Telegram, webhooks, e-mails). */
  log: {
    retry: "Повторить",
    retryNamed: (what: string) => `Повторить отправку: ${what}`,
    dismiss: "Скрыть",
    dismissNamed: (what: string) => `Скрыть ошибку: ${what}`,
    dismissedStatus: "Скрыто",
    dismissed: "Ошибка скрыта: в состоянии сайта не учитывается",
    retried: "Отправка поставлена в очередь",
    dismissedToast: "Ошибка скрыта",
    notFound: "Запись не найдена",
  },

  /** The dashboard's health checks of the webhooks' and e-mails' deliveries. */
  health: {
    webhookDeliveries: {
      ok: "Все вебхуки заявок доставлены",
      problem: "Есть недоставленные вебхуки заявок: проверьте журнал на вкладке «Интеграции»",
    },
    emailDeliveries: {
      ok: "Все письма о заявках доставлены",
      problem: "Есть недоставленные письма о заявках: проверьте журнал на вкладке «Уведомления»",
    },
  },
} as const;
