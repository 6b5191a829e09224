/** The settings screen's integrations section: CRM webhooks and API keys (issue 10 point 19, ADR 0037). */
export const adminIntegrations = {
  title: "Интеграции с CRM",
  lead: "Вебхуки получают каждую новую заявку в JSON, API-ключи открывают доступ к заявкам через API.",

  webhooksTitle: "Вебхуки",
  webhooksText:
    "Каждая новая заявка отправляется POST-запросом с JSON на эти адреса. Подпись тела — в заголовке X-Signature-256: sha256=<HMAC-SHA256 секретом вебхука>.",
  webhooksEmpty: "Вебхуков пока нет",
  url: "URL вебхука",
  urlHint: "Например, https://crm.example.kz/hooks/leads",
  add: "Добавить вебхук",
  active: "Активен",
  inactive: "Отключен",
  activate: "Включить",
  deactivate: "Отключить",
  created: (at: string) => `Создан ${at}`,
  secretTitle: "Секрет вебхука",
  secretText: "Скопируйте секрет сейчас: им CRM проверяет подпись запросов. Показать его снова можно кнопкой «Показать секрет».",
  showSecret: "Показать секрет",

  logTitle: "Журнал доставки вебхуков",
  logText: "Последние 50 отправок. Неотправленные повторяются автоматически.",
  logEmpty: "Отправок пока не было",
  statuses: { sent: "Отправлено", queued: "Ожидает", retrying: "Ожидает", failed: "Ошибка" },

  keysTitle: "API-ключи",
  keysText: "Ключ передается в заголовке Authorization: Bearer <ключ>. Описание API: /api/openapi.json.",
  keysEmpty: "API-ключей пока нет",
  keyName: "Название ключа",
  keyNameHint: "Например, amoCRM",
  createKey: "Создать ключ",
  keyTitle: "Новый API-ключ",
  keyText: "Скопируйте ключ сейчас: больше он показан не будет.",
  keyCreated: (at: string) => `Создан ${at}`,
  keyLastUsed: (at: string) => `Использован ${at}`,
  keyNeverUsed: "Еще не использовался",
  keyRevoked: (at: string) => `Отозван ${at}`,
  revoke: "Отозвать",
  revokeNamed: (name: string) => `Отозвать ключ ${name}`,

  delete: "Удалить",
  deleteNamed: (url: string) => `Удалить вебхук ${url}`,
  deleteTitle: "Удалить вебхук?",
  deleteText: (url: string) => `Заявки перестанут отправляться на ${url}. Это действие нельзя отменить.`,
  cancel: "Отмена",

  errors: {
    url: "Введите корректный URL (http или https)",
    keyName: "Введите название ключа",
    notFound: "Запись не найдена",
  },
  delivery: {
    gone: "Вебхук удален",
    disabled: "Вебхук отключен",
    status: (status: number) => `CRM ответила кодом ${status}`,
  },

  api: {
    badKey: "Неверный или отозванный API-ключ",
    notFound: "Заявка не найдена",
    badStatus: "Неизвестный статус заявки",
  },

  webhookUpdated: "Вебхук обновлен",
  webhookDeleted: "Вебхук удален",
  keyRevokedToast: "Ключ отозван",
} as const;
