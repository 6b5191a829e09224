/** The Telegram screen of the admin; its toasts are the company's approved wording. */
export const adminTelegram = {
  title: "Telegram-уведомления",
  lead: "Бот, чат и шаблон уведомлений о новых заявках.",
  settingsTitle: "Настройки бота",
  settingsText: "Каждая новая заявка с сайта приходит сообщением в этот чат.",
  active: "Уведомления включены",
  activeHint: "Выключите, чтобы временно не отправлять уведомления: заявки сохраняются как обычно.",
  botToken: "Токен бота",
  botTokenSaved: (last: string) => `Токен сохранен (…${last}). Оставьте поле пустым, чтобы не менять его.`,
  botTokenEmpty: "Токен выдает @BotFather при создании бота.",
  chatId: "ID чата",
  chatIdHint: "Число, например -1001234567890, или @имя_канала.",
  username: "Имя бота (необязательно)",
  usernameHint: "Например, @ai_solutions_bot: только для вашего удобства.",
  template: "Шаблон уведомления",
  templateHint: "Переменные: {name} — имя, {phone} — телефон, {date} — дата и время заявки.",
  save: "Сохранить",
  test: "Отправить тестовое сообщение",
  testName: "Тестовая заявка",
  testPhone: "+7 (700) 000-00-00",

  instructionsTitle: "Как подключить бота",
  instructions: [
    "Откройте @BotFather в Telegram, отправьте команду /newbot и следуйте подсказкам.",
    "Скопируйте выданный токен в поле «Токен бота».",
    "Добавьте бота в чат или группу менеджеров и напишите в чат любое сообщение.",
    "Узнайте ID чата (например, через @userinfobot) и вставьте его в поле «ID чата».",
    "Включите уведомления, сохраните настройки и отправьте тестовое сообщение.",
  ],

  logTitle: "Журнал доставки",
  logText: "Последние уведомления о заявках. Неотправленные повторяются автоматически.",
  logEmpty: "Уведомлений пока не было",
  colDate: "Создано",
  colStatus: "Статус",
  colAttempts: "Попыток",
  colError: "Последняя ошибка",
  statuses: {
    sent: "Доставлено",
    queued: "В очереди",
    retrying: "Ждет повтора",
    failed: "Не доставлено",
  },
  nextAttempt: (at: string) => `Следующая попытка: ${at}`,

  errors: {
    // A test send needs the bot token and the chat id; so does switching notifications on.
    missing: "Заполните токен бота и ID чата",
    botToken: "Токен выглядит так: 123456789:AAF…",
    chatId: "ID чата — число, например -1001234567890, или @имя_канала",
    username: "Имя бота: латинские буквы, цифры и _, от 5 до 32 символов",
    template: "Введите текст уведомления",
  },

  // The approved wording, word for word.
  saved: "Настройки Telegram сохранены",
  saveFailed: "Не удалось сохранить настройки",
  testSent: "Тестовое сообщение успешно отправлено в Telegram!",
  testFailed: "Ошибка отправки",
} as const;
