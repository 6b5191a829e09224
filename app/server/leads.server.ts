import { randomUUID } from "node:crypto";

import { and, asc, eq, sql } from "drizzle-orm";

import { chatSessions, leads, services } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { ATTRIBUTION_FIELDS, externalReferrer, utmFromQuery } from "~/lib/attribution";
import type { SiteLanguage } from "~/lib/languages";
import { AttributionSchema, type Attribution } from "~/schemas/attribution";
import type { ChatLeadValues } from "~/schemas/chat";
import type { ContactInput } from "~/schemas/contact";
import type { LeadInput } from "~/schemas/lead";
import type { ChatSession } from "~/server/chat-sessions.server";
import { recordConsent, type ConsentForm } from "~/server/consent.server";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { groupCommit } from "~/server/group-commit.server";
import { onLeadsCreated } from "~/server/lead-hooks.server";

type NewLead = typeof leads.$inferInsert;

/** The attribution's columns: each field has a column of its name, null when the field is missing. */
function attributionColumns(attribution: Attribution = {}): Pick<NewLead, keyof Attribution> {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((key) => [key, attribution[key] ?? null]));
}

type StoreOptions = {
  attribution?: Attribution;
  /** The form whose consent box (or consent line) the visitor agreed to; none for a form without one. */
  consent?: ConsentForm;
  /** More writes that stand or fall with the lead. */
  alongside?: (executor: Db) => Promise<void>;
};

type LeadToStore = StoreOptions & { values: NewLead & { language: SiteLanguage } };

/** The most leads one transaction stores: far more than arrive while one commits. */
const MOST_LEADS_PER_COMMIT = 100;

/**
 * Stores leads that arrived together in one transaction, each with the consent its form asked for,
 * and what follows a new lead (onLeadsCreated: its notifications): either all exist or none, so a
 * lead is never reported as stored without its notifications, and the outbox worker delivers them
 * later. The consent kept is the wording in the lead's language, the one its visitor read.
 */
async function commitLeads(batch: readonly LeadToStore[]): Promise<{ id: string }[]> {
  const database = await db();
  return database.transaction(async (executor) => {
    const rows: NewLead[] = [];
    for (const { values, attribution, consent, alongside } of batch) {
      const consentColumns = consent ? await recordConsent(executor, consent, values.language) : {};
      await alongside?.(executor);
      // The id is chosen here so that each caller gets its own row back, whatever order RETURNING keeps.
      rows.push({ ...values, id: randomUUID(), ...attributionColumns(attribution), ...consentColumns });
    }
    const stored = new Map((await executor.insert(leads).values(rows).returning()).map((row) => [row.id, row]));
    const inOrder = rows.map(({ id }) => stored.get(id!));
    if (inOrder.some((row) => !row)) throw new Error("Lead insert returned fewer rows than it was given");
    const created = inOrder.filter((row) => row !== undefined);
    await onLeadsCreated(executor, created);
    return created.map(({ id }) => ({ id }));
  });
}

const storeTogether = groupCommit(commitLeads, MOST_LEADS_PER_COMMIT);

/** Leads sent at the same moment are committed together; each answer waits for its own commit (ADR 0072). */
function storeLead(values: LeadToStore["values"], options: StoreOptions = {}): Promise<{ id: string }> {
  return storeTogether({ values, ...options });
}

/**
 * What a page rendered on the server knows of the visit without JavaScript (ADR 0035): the page's
 * own address and utm_*, and the Referer when it is another site's.
 */
export function requestAttribution(request: Request): Attribution {
  const url = new URL(request.url);
  const siteOrigin = new URL(getEnv().SITE_URL).origin;
  const referer = request.headers.get("referer");
  return AttributionSchema.parse({
    pageUrl: url.pathname + url.search,
    referrer: externalReferrer(referer, siteOrigin),
    // Reached from another site or from nowhere, this page began the visit.
    landingPath: !referer || externalReferrer(referer, siteOrigin) ? url.pathname : undefined,
    ...utmFromQuery(url.searchParams),
  });
}

/**
 * The lead dialog's request: name and phone, an empty e-mail, the fixed message 'WhatsApp request
 * from {name}' and source 'website_form'. The dialog shows no consent box (it asks for a name and a
 * phone only), so its leads record none and say none was asked. `language`: that of the page the
 * dialog was opened on, as every create… here takes it (the lead's `language` column).
 */
export function createDialogLead(
  input: Pick<LeadInput, "name" | "phone" | "attribution">,
  language: SiteLanguage,
): Promise<{ id: string }> {
  return storeLead(
    {
      name: input.name,
      phone: input.phone,
      email: "",
      message: ru.leads.dialog.storedMessage(input.name),
      source: "website_form",
      status: "new",
      language,
    },
    { attribution: input.attribution },
  );
}

/** The conversation has produced its lead already; nothing was stored. */
export class ChatLeadExistsError extends Error {
  constructor() {
    super("This conversation has a lead already");
  }
}

/**
 * The chat widget's contact form (issue 10 points 6–7): a lead with source 'ai_widget' linked to its
 * conversation, whose client fields and lead_collected are set in the same transaction. Sending the
 * form is the consent its line above the button speaks of.
 */
export async function createChatLead(
  values: ChatLeadValues,
  session: Pick<ChatSession, "id">,
  language: SiteLanguage,
  attribution?: Attribution,
): Promise<{ id: string }> {
  const t = ru.chat.lead;
  const name = values.name || t.noName;
  return storeLead(
    {
      name,
      phone: values.phone,
      email: values.email,
      company: values.company || null,
      message: t.storedMessage,
      source: "ai_widget",
      status: "new",
      language,
      chatSessionId: session.id,
    },
    {
      attribution,
      consent: "chat",
      alongside: async (executor) => {
        // Only the first lead of a conversation fills it: a second one must not overwrite the contacts.
        const filled = await executor
          .update(chatSessions)
          .set({
            clientName: name,
            clientPhone: values.phone || null,
            clientEmail: values.email || null,
            clientCompany: values.company || null,
            leadCollected: true,
            updatedAt: new Date(),
          })
          .where(and(eq(chatSessions.id, session.id), eq(chatSessions.leadCollected, false)))
          .returning({ id: chatSessions.id });
        if (!filled.length) throw new ChatLeadExistsError();
      },
    },
  );
}

export type ServiceChoice = { slug: string; title: string };

/** The contact form's service select: the services the site shows, in the site's order. */
export async function listServiceChoices(): Promise<ServiceChoice[]> {
  const database = await db();
  return (
    database
      .select({ slug: services.slug, title: services.title })
      .from(services)
      .where(eq(services.isVisible, true))
      // Main services before the extra ones, as on /services.
      .orderBy(sql`${services.kind} = 'main' DESC`, asc(services.displayOrder), asc(services.title))
  );
}

/** A refusal names the field and the problem; the caller says it in the visitor's language. */
export type ContactOutcome = { ok: true; id: string } | { ok: false; field: "service"; problem: "serviceUnknown" };

/** The contact page's request: a lead with source 'website', the chosen service heading its message. */
export async function createContactLead(input: ContactInput, language: SiteLanguage): Promise<ContactOutcome> {
  let serviceTitle: string | undefined;
  if (input.service) {
    const choices = await listServiceChoices();
    serviceTitle = choices.find((c) => c.slug === input.service)?.title;
    if (!serviceTitle) return { ok: false, field: "service", problem: "serviceUnknown" };
  }
  const t = ru.leads.contact;
  const message = serviceTitle ? `${t.storedService(serviceTitle)}\n\n${input.message}` : input.message;
  const stored = await storeLead(
    {
      name: input.name,
      email: input.email,
      phone: input.phone ?? "",
      company: input.company ?? null,
      message,
      source: "website",
      status: "new",
      language,
    },
    { attribution: input.attribution, consent: "contact" },
  );
  return { ok: true, ...stored };
}
