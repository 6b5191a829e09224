/** The CRM's leads API (ADR 0037): what PATCH takes and, for /api/openapi.json, the list's query. */
import { z } from "zod";

import { LEAD_SOURCES, LEAD_STATUSES, SITE_LANGUAGES } from "~/lib/constants";
import { integer, searchText } from "~/schemas/fields";

export const LeadStatusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/** parseLeadFilters (the leads screen's) reads these; an unknown status, source or language is no filter. */
export const LeadsApiQuerySchema = z.object({
  q: searchText(100).optional().describe("Поиск по имени, телефону, email, компании и сообщению"),
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  language: z.enum(SITE_LANGUAGES).optional().describe("Язык страницы, с которой отправлена заявка"),
  page: integer({ min: 1 }).optional().describe("Страница по 25 заявок, с 1"),
});
