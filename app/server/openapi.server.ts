/**
 * /api/openapi.json: generated from the zod schemas the handlers validate with, and from the
 * permission matrix (app/lib/permissions.ts) for each operation's security requirement.
 */
import { z } from "zod";

import { API_OPERATIONS, type ApiOperation } from "~/lib/permissions";
import { SITE_NAME } from "~/lib/constants";
import { ContactSchema } from "~/schemas/contact";
import { LeadSchema } from "~/schemas/lead";
import { NewsletterSchema } from "~/schemas/newsletter";

type OperationDoc = {
  operationId: string;
  summary: string;
  tag: string;
  request?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

const ErrorBody = z.object({ error: z.string().describe("Сообщение для пользователя, по-русски") });
const Created = z.object({ id: z.string() });
const Ok = z.object({ ok: z.literal(true) });

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
    request: LeadSchema,
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
    request: ContactSchema,
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
    request: NewsletterSchema,
    responses: {
      200: { description: "Адрес подписан (повторная подписка тоже 200)", schema: Ok },
      400: { description: "Некорректный адрес", schema: ErrorBody },
      429: { description: "Слишком много запросов", schema: ErrorBody },
    },
  },
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
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
        ...(response.schema
          ? { content: { "application/json": { schema: jsonSchema(response.schema, "output") } } }
          : {}),
      };
    }
    if (access !== "public") {
      responses["401"] = { description: "Нет сессии" };
      responses["403"] = { description: `Роли не хватает права ${access}` };
    }
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      operationId: doc.operationId,
      summary: doc.summary,
      tags: [doc.tag],
      // An empty list: callable anonymously. Otherwise the staff session cookie, and the permission.
      security: access === "public" ? [] : [{ sessionCookie: [] }],
      "x-permission": access,
      ...(doc.request
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(doc.request, "input") } },
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
