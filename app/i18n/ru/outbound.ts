/** Why the server could not fetch a web page for staff (app/server/safe-fetch.server.ts). */
export const outbound = {
  badUrl: "Введите корректный URL, например https://example.kz",
  scheme: "Поддерживаются только адреса http:// и https://",
  forbidden: "Адрес недоступен: внутренние адреса запрещены",
  self: "Адрес недоступен: это адрес самого сервера",
  /** 80 и 443, 80, 443 и 8080: the ports OUTBOUND_ALLOW_PORTS adds are named too. */
  port: (allowed: readonly number[]) =>
    `Адрес недоступен: разрешены только порты ${allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")} и ${allowed.at(-1)}` : allowed.join("")}`,
  notFound: "Сайт не найден: проверьте адрес",
  unreachable: "Не удалось подключиться к сайту",
  timeout: "Сайт не ответил вовремя",
  tooLarge: "Страница слишком большая",
  tooManyRedirects: "Слишком много перенаправлений",
  notHtml: "По этому адресу не веб-страница",
  httpStatus: (status: number) => `Сайт ответил ошибкой ${status}`,
  failed: "Не удалось загрузить страницу",
} as const;
