/**
 * /api/openapi.json: generated from the zod schemas the handlers validate with, and from the
 * permission matrix (app/lib/permissions.ts) for each operation's security requirement.
 */
import { z } from "zod";

import { API_KEY_OPERATIONS, API_OPERATIONS, keyScopeAllows, type ApiOperation } from "~/lib/permissions";
import { LEAD_SOURCES, LEAD_STATUSES, MEDIA_TYPES, SITE_LANGUAGES, SITE_NAME } from "~/lib/constants";
import { CHAT_ERROR_CODES, CHAT_MESSAGE_MAX, CHAT_SESSION_ID_PATTERN } from "~/schemas/chat";
import { leads } from "~/i18n/ru/leads";
import { contactSchema } from "~/schemas/contact";
import { leadSchema } from "~/schemas/lead";
import { LeadsApiQuerySchema, LeadStatusChangeSchema } from "~/schemas/leads-api";
import { MediaListQuerySchema, UploadRequestSchema } from "~/schemas/media";
import { MEDIA_USE_KINDS } from "~/server/media-usage.server";
import { newsletterSchema } from "~/schemas/newsletter";
import { BeaconSchema } from "~/schemas/analytics-beacon";

type OperationDoc = {
  operationId: string;
  summary: string;
  tag: string;
  request?: z.ZodType;
  /** How the request body is sent; JSON unless said otherwise. */
  requestType?: "multipart/form-data";
  /** Query parameters, one per field. */
  query?: z.ZodObject;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

const ErrorBody = z.object({ error: z.string().describe("Сообщение для пользователя, по-русски") });
const Created = z.object({ id: z.string() });
const Ok = z.object({ ok: z.literal(true) });
const MediaInUseBody = ErrorBody.extend({
  usedIn: z
    .array(z.object({ kind: z.enum(MEDIA_USE_KINDS), id: z.string().describe("Запись (у настройки — её ключ)"), label: z.string() }))
    .describe("Где используется файл"),
});

// The chat's handlers check with app/schemas/chat.ts (zod-free, for the widget's size); these describe the same rules.
const ChatRequestSchema = z.object({
  sessionId: z
    .string()
    .regex(CHAT_SESSION_ID_PATTERN)
    .optional()
    .describe("Идентификатор из заголовка X-Chat-Session предыдущего ответа; без него или с чужим начинается новый диалог"),
  message: z.string().min(1).max(CHAT_MESSAGE_MAX),
  preview: z.boolean().optional().describe("Проверка ассистента сотрудником (нужен вход с правом ai.manage): ничего не сохраняется"),
  history: z
    .array(z.object({ role: z.string(), content: z.string() }))
    .optional()
    .describe("Только с preview: диалог проверки, хранится в браузере сотрудника"),
});
const ChatReplySchema = z.object({ message: z.string(), shouldCollectLead: z.boolean(), code: z.enum(CHAT_ERROR_CODES).optional() });
const ChatErrorSchema = z.object({ error: z.string(), code: z.enum(CHAT_ERROR_CODES) });
const ChatLeadRequestSchema = z.object({
  sessionId: z.string().regex(CHAT_SESSION_ID_PATTERN),
  name: z.string().optional(),
  phone: z.string().optional().describe("Начинается с + и содержит не меньше 10 цифр"),
  email: z.string().optional(),
  company: z.string().optional(),
});

const MediaItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  originalName: z.string().describe("Имя, под которым файл скачивается"),
  type: z.enum(MEDIA_TYPES),
  category: z.string().nullable(),
  mimeType: z.string().describe("Определён по содержимому файла"),
  size: z.number().int().describe("Байт в оригинале"),
  storedBytes: z.number().int().describe("Байт в оригинале и всех размерах"),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string().describe("Оригинал: /media/{id}/original.{ext}"),
  variants: z
    .array(z.object({ width: z.number().int(), height: z.number().int(), size: z.number().int(), url: z.string() }))
    .describe("Размеры изображения в WebP (320–1920 px, не шире оригинала)"),
  image: z
    .object({
      key: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), key: z.string() })),
    })
    .nullable()
    .describe("Для srcset (app/lib/media.ts)"),
  uploadedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
const MediaListSchema = z.object({
  items: z.array(MediaItemSchema),
  total: z.number().int(),
  counts: z.record(z.enum(MEDIA_TYPES), z.number().int()).describe("Вся медиатека, без учёта фильтров"),
  storageBytes: z.number().int(),
});

// What app/server/leads-api.server.ts answers: a lead's fields as the CRM webhooks send them too.
const LeadItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  language: z.enum(SITE_LANGUAGES).describe("Язык страницы, с которой отправлена заявка"),
  message: z.string().nullable(),
  potentialValue: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  pageUrl: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  chatSessionId: z.uuid().nullable(),
});
const LeadPageSchema = z.object({
  items: z.array(LeadItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
const LeadDetailSchema = z.object({
  lead: LeadItemSchema,
  consent: z
    .object({
      at: z.iso.datetime().describe("Когда посетитель дал согласие (отправил форму)"),
      textId: z.string().nullable().describe("Версия текста согласия"),
      text: z.string().nullable().describe("Текст, который видел посетитель; null у заявок, сохранённых до учёта текстов"),
      language: z.string().nullable().describe("Язык текста, он же язык страницы с формой: ru, kz или en"),
    })
    .nullable()
    .describe("Согласие на обработку данных; null — форма его не запрашивала"),
  transcript: z
    .object({
      chatSessionId: z.uuid(),
      messages: z.array(z.object({ role: z.string(), content: z.string(), timestamp: z.string() })),
    })
    .nullable()
    .describe("Диалог AI-виджета, из которого пришла заявка"),
});

/** Every operation of the matrix needs an entry here; the type makes a missing one a compile error. */
const OPERATIONS: Record<ApiOperation, OperationDoc> = {
  "GET /api/openapi.json": {
    operationId: "getOpenApiDocument",
    summary: "Этот документ OpenAPI",
    tag: "meta",
    responses: { 200: { description: "OpenAPI 3.1" } },
  },
  "POST /api/leads": {
    operationId: "createDialogLead",
    summary: "Заявка из окна «Оставить заявку»",
    tag: "leads",
    request: leadSchema(leads),
    responses: {
      201: { description: "Заявка сохранена", schema: Created },
      400: { description: "Ошибка проверки полей", schema: ErrorBody },
      429: { description: "Слишком много запросов", schema: ErrorBody },
      500: { description: "Заявка не сохранена", schema: ErrorBody },
    },
  },
  "POST /api/contact": {
    operationId: "createContactLead",
    summary: "Форма на странице «Контакты»",
    tag: "leads",
    request: contactSchema(leads),
    responses: {
      201: { description: "Заявка сохранена", schema: Created },
      400: { description: "Ошибка проверки полей", schema: ErrorBody },
      429: { description: "Слишком много запросов", schema: ErrorBody },
      500: { description: "Заявка не сохранена", schema: ErrorBody },
    },
  },
  "POST /api/newsletter": {
    operationId: "subscribeToNewsletter",
    summary: "Подписка на рассылку",
    tag: "newsletter",
    request: newsletterSchema(leads),
    responses: {
      200: { description: "Адрес подписан (повторная подписка тоже 200)", schema: Ok },
      400: { description: "Некорректный адрес", schema: ErrorBody },
      429: { description: "Слишком много запросов", schema: ErrorBody },
    },
  },
  "POST /api/analytics": {
    operationId: "reportPageView",
    summary: "Просмотр страницы после перехода без перезагрузки (navigator.sendBeacon; тело — JSON, тип text/plain допустим)",
    tag: "analytics",
    request: BeaconSchema,
    responses: {
      204: { description: "Принято (боты, предзагрузка и сотрудники не считаются)" },
      400: { description: "Неверный адрес страницы", schema: ErrorBody },
    },
  },
  "POST /api/chat": {
    operationId: "sendChatMessage",
    summary:
      "Сообщение AI-консультанту. Ответ 200 — поток application/x-ndjson: строки {type:'delta',text} по мере написания, затем {type:'done',shouldCollectLead}. Заголовок X-Chat-Session называет диалог; первый ответ ставит HttpOnly cookie chat_visitor, которым диалог привязан к браузеру",
    tag: "chat",
    request: ChatRequestSchema,
    responses: {
      200: { description: "Поток строк NDJSON, или (code conversation_full) диалог достиг максимальной длины: сообщение и форма контактов", schema: ChatReplySchema },
      400: { description: "Пустое или слишком длинное сообщение, неверный sessionId", schema: ChatErrorSchema },
      403: { description: "AI-консультант не активен", schema: ChatErrorSchema },
      409: { description: "Предыдущий ответ ещё пишется", schema: ChatReplySchema },
      429: { description: "Слишком часто или исчерпан дневной лимит токенов: сообщение и форма контактов", schema: ChatReplySchema },
      503: { description: "AI-консультант недоступен", schema: ChatErrorSchema },
    },
  },
  "POST /api/chat/lead": {
    operationId: "createChatLead",
    summary: "Контакты из AI-виджета: заявка с source ai_widget, связанная с диалогом",
    tag: "chat",
    request: ChatLeadRequestSchema,
    responses: {
      201: { description: "Заявка сохранена", schema: Created },
      400: { description: "Не заполнены обязательные поля или неверный телефон", schema: ErrorBody },
      403: { description: "AI-консультант не активен", schema: ErrorBody },
      404: { description: "Диалог не найден или начат в другом браузере (нет его cookie chat_visitor)", schema: ChatErrorSchema },
      409: { description: "Контакты из этого диалога уже отправлены", schema: ChatErrorSchema },
      429: { description: "Слишком много запросов", schema: ErrorBody },
      500: { description: "Заявка не сохранена", schema: ChatErrorSchema },
    },
  },
  "GET /api/media": {
    operationId: "listMedia",
    summary: "Медиатека: файлы (новые первыми), счётчики по типам и занятое место",
    tag: "media",
    query: MediaListQuerySchema,
    responses: {
      200: { description: "Файлы", schema: MediaListSchema },
      400: { description: "Некорректные параметры", schema: ErrorBody },
    },
  },
  "POST /api/media": {
    operationId: "uploadMedia",
    summary: "Загрузка одного файла (kind=logo — только администратор)",
    tag: "media",
    request: UploadRequestSchema,
    requestType: "multipart/form-data",
    responses: {
      201: { description: "Файл сохранён; у изображения — размеры в WebP", schema: MediaItemSchema },
      400: { description: "Нет файла или неизвестные kind/category", schema: ErrorBody },
      413: { description: "Файл больше допустимого для kind", schema: ErrorBody },
      415: { description: "Формат не подходит для kind (по содержимому файла)", schema: ErrorBody },
      500: { description: "Файл не сохранён (ничего не осталось в хранилище)", schema: ErrorBody },
    },
  },
  "DELETE /api/media/{id}": {
    operationId: "deleteMedia",
    summary: "Удаление файла вместе со всеми его размерами",
    tag: "media",
    responses: {
      200: { description: "Удалено", schema: Ok },
      404: { description: "Нет такого файла", schema: ErrorBody },
      409: { description: "Файл используется (Hero, кейс, команда, блог, галерея, логотип…): ничего не удалено", schema: MediaInUseBody },
    },
  },
  "GET /api/leads": {
    operationId: "listLeads",
    summary: "Заявки для CRM, новые первыми, с фильтрами экрана заявок",
    tag: "crm",
    query: LeadsApiQuerySchema,
    responses: { 200: { description: "Страница заявок", schema: LeadPageSchema } },
  },
  "GET /api/leads/{id}": {
    operationId: "getLead",
    summary: "Одна заявка с диалогом AI-виджета",
    tag: "crm",
    responses: {
      200: { description: "Заявка", schema: LeadDetailSchema },
      404: { description: "Нет такой заявки", schema: ErrorBody },
    },
  },
  "PATCH /api/leads/{id}": {
    operationId: "setLeadStatus",
    summary: "Смена статуса заявки (записывается в журнал изменений)",
    tag: "crm",
    request: LeadStatusChangeSchema,
    responses: {
      200: { description: "Заявка с новым статусом", schema: LeadItemSchema },
      400: { description: "Неизвестный статус", schema: ErrorBody },
      404: { description: "Нет такой заявки", schema: ErrorBody },
    },
  },
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** The path's {params} (every one a UUID here) and the query's fields, as OpenAPI parameters. */
function parameters(path: string, query: z.ZodObject | undefined): { parameters?: Record<string, unknown>[] } {
  const list: Record<string, unknown>[] = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", format: "uuid" },
  }));
  if (query) {
    const properties = (jsonSchema(query, "input").properties ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(properties)) list.push({ name, in: "query", required: false, schema });
  }
  return list.length > 0 ? { parameters: list } : {};
}

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, unknown>;
};

let cached: OpenApiDocument | undefined;

export function openApiDocument(siteUrl: string): OpenApiDocument {
  if (cached && cached.servers[0]?.url === siteUrl) return cached;
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of Object.keys(API_OPERATIONS) as ApiOperation[]) {
    const [method, path] = operation.split(" ") as [string, string];
    const access = API_OPERATIONS[operation];
    const doc = OPERATIONS[operation];
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(doc.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema ? { content: { "application/json": { schema: jsonSchema(response.schema, "output") } } } : {}),
      };
    }
    const byKey = API_KEY_OPERATIONS.includes(operation);
    const keyScope = keyScopeAllows("read", operation) ? "read" : "read-write";
    if (access !== "public") {
      responses["401"] = { description: byKey ? "Нет сессии или действующего API-ключа (ключ неверный, отозван или истек)" : "Нет сессии" };
      responses["403"] = {
        description:
          byKey && keyScope === "read-write" ? `Роли не хватает права ${access}, или API-ключ только для чтения` : `Роли не хватает права ${access}`,
        content: { "application/json": { schema: jsonSchema(ErrorBody, "output") } },
      };
    }
    if (byKey) {
      responses["429"] = {
        description: "Слишком много запросов с неверным, отозванным или истекшим API-ключом с этого адреса (действующий ключ не ограничен)",
        headers: { "Retry-After": { description: "Через сколько секунд повторить", schema: { type: "integer", minimum: 1 } } },
        content: { "application/json": { schema: jsonSchema(ErrorBody, "output") } },
      };
    }
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      operationId: doc.operationId,
      summary: doc.summary,
      tags: [doc.tag],
      // An empty list: callable anonymously. Otherwise the staff session cookie with the permission,
      // or, where the operation takes one, an API key: either requirement suffices.
      security: access === "public" ? [] : byKey ? [{ apiKey: [] }, { sessionCookie: [] }] : [{ sessionCookie: [] }],
      "x-permission": access,
      // The scope an API key needs (ADR 0037): a read-only key calls only the reads.
      ...(byKey ? { "x-api-key-scope": keyScope } : {}),
      ...parameters(path, doc.query),
      ...(doc.request
        ? {
            requestBody: {
              required: true,
              content: { [doc.requestType ?? "application/json"]: { schema: jsonSchema(doc.request, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  cached = {
    openapi: "3.1.0",
    info: { title: `${SITE_NAME} API`, version: "1" },
    servers: [{ url: siteUrl }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "API-ключ из раздела «Настройки → Интеграции»: Authorization: Bearer ak_…. Ключ «только чтение» получает заявки, «чтение и запись» ещё и меняет их статус (x-api-key-scope у операции); у ключа может быть срок действия.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "Сессия сотрудника (вход на /auth); с HTTPS имя cookie начинается с __Secure-",
        },
      },
    },
  };
  return cached;
}
