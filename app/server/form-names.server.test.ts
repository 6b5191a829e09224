import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

import { aboutActionSchema } from "~/schemas/admin/about";
import { advantageActionSchema } from "~/schemas/admin/advantages";
import { assistantActionSchema } from "~/schemas/admin/ai-assistant";
import { blogActionSchema } from "~/schemas/admin/blog";
import { CASE_IMAGES_MAX, CASE_RESULTS_MAX, caseActionSchema } from "~/schemas/admin/cases";
import { contactsSchema } from "~/schemas/admin/contacts";
import { galleryActionSchema } from "~/schemas/admin/gallery";
import { HERO_STATS_MAX, heroActionSchema } from "~/schemas/admin/hero";
import { integrationsActionSchema } from "~/schemas/admin/integrations";
import { leadActionSchema } from "~/schemas/admin/leads";
import { logoSchema } from "~/schemas/admin/logo";
import { mediaActionSchema } from "~/schemas/admin/media";
import { profileActionSchema } from "~/schemas/admin/profile";
import { SERVICE_ROWS_MAX, serviceActionSchema } from "~/schemas/admin/services";
import { teamActionSchema } from "~/schemas/admin/team";
import { telegramActionSchema } from "~/schemas/admin/telegram";
import { userActionSchema } from "~/schemas/admin/users";
import { AuthFormSchema } from "~/schemas/auth";
import { leads } from "~/i18n/ru/leads";
import { contactSchema } from "~/schemas/contact";
import { UploadRequestSchema } from "~/schemas/media";
import { newsletterSchema } from "~/schemas/newsletter";
import { PARTNERS_MAX, TIMELINE_MAX } from "~/schemas/site-settings";

import {
  declaresField,
  FIELD_NAME_MAX_LENGTH,
  FIELD_PATH_MAX_DEPTH,
  fieldPath,
  FORM_FIELDS_MAX,
  isBoundedName,
  isDeclaredListIntent,
} from "./form-names.server";

/** Every schema a form body is parsed with on the server (request-body.server.ts's callers). */
const FORM_SCHEMAS: Record<string, $ZodType> = {
  about: aboutActionSchema,
  advantages: advantageActionSchema,
  "ai-assistant": assistantActionSchema,
  blog: blogActionSchema,
  cases: caseActionSchema,
  contacts: contactsSchema,
  gallery: galleryActionSchema,
  hero: heroActionSchema,
  integrations: integrationsActionSchema,
  leads: leadActionSchema,
  logo: logoSchema,
  media: mediaActionSchema,
  profile: profileActionSchema,
  services: serviceActionSchema,
  team: teamActionSchema,
  telegram: telegramActionSchema,
  users: userActionSchema,
  auth: AuthFormSchema,
  contact: contactSchema(leads),
  newsletter: newsletterSchema(leads),
  upload: UploadRequestSchema,
};

/** The names conform gives a form's fields, a list's row at its last possible index. */
function renderedNames(schema: $ZodType): string[] {
  return Object.keys(getZodConstraint(schema)).map((name) => name.replaceAll("[]", `[${FORM_FIELDS_MAX - 1}]`));
}

/** Each list a form renders, with its row limit (the schema's own maximum, checked after conform). */
const LIST_ROWS: Record<string, number> = {
  company_timeline: TIMELINE_MAX,
  company_partners: PARTNERS_MAX,
  features: SERVICE_ROWS_MAX,
  benefits: SERVICE_ROWS_MAX,
  stats: HERO_STATS_MAX,
  images: CASE_IMAGES_MAX,
  results: CASE_RESULTS_MAX,
  // A no-script upload of several files is held to the body's size limit instead.
  files: 1,
  // One comma-separated text each, which the schema splits into a list.
  technologies: 1,
  skills: 1,
  languages: 1,
  tags: 1,
};

/** The fields a browser sends for the schema with every list at its row limit. */
function mostFields(schema: $ZodType): number {
  return Object.keys(getZodConstraint(schema)).reduce((sum, name) => {
    const list = /^([^[]+)\[\]/.exec(name)?.[1];
    if (!list) return sum + 1;
    expect(LIST_ROWS[list], `the row limit of ${list}`).toBeDefined();
    return sum + LIST_ROWS[list]!;
  }, 0);
}

describe("every form's own names pass", () => {
  it.each(Object.entries(FORM_SCHEMAS))("%s: each name it renders is within bounds and declared", (_, schema) => {
    const names = renderedNames(schema);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(isBoundedName(name), name).toBe(true);
      const path = fieldPath(name);
      expect(path, name).not.toBeNull();
      expect(declaresField(schema, path!), name).toBe(true);
    }
  });

  it("keeps the bounds at least twice what the largest form needs", () => {
    const names = Object.values(FORM_SCHEMAS).flatMap(renderedNames);
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(FIELD_NAME_MAX_LENGTH / 2);
    expect(Math.max(...names.map((name) => fieldPath(name)!.length))).toBeLessThanOrEqual(FIELD_PATH_MAX_DEPTH / 2);
    // Every branch of a screen's schema counted at once: more than any one of its forms sends.
    expect(Math.max(...Object.values(FORM_SCHEMAS).map(mostFields))).toBeLessThanOrEqual(FORM_FIELDS_MAX / 2);
  });
});

describe("names over the bounds", () => {
  it.each([
    ["a 201-character name", "n".repeat(FIELD_NAME_MAX_LENGTH + 1)],
    ["seven levels of dots", "a.b.c.d.e.f.g"],
    ["seven levels of brackets", "a[0][0][0][0][0][0]"],
    ["a row index no form reaches", `results[${FORM_FIELDS_MAX}].metricName`],
    ["a 30,000-character path", `a${".b[0]".repeat(6000)}`],
  ])("refuses %s", (_, name) => {
    expect(isBoundedName(name)).toBe(false);
  });

  it("accepts what the forms render", () => {
    for (const name of ["title", "company_partners[49].logo", "results[0].improvementPercentage", "a.b.c.d.e[0]"]) {
      expect(isBoundedName(name), name).toBe(true);
    }
  });
});

describe("the path of a name", () => {
  it.each([
    ["title", ["title"]],
    ["results[0].metricName", ["results", 0, "metricName"]],
    ["company_timeline[12].title", ["company_timeline", 12, "title"]],
    ["a.b", ["a", "b"]],
  ])("%s", (name, path) => {
    expect(fieldPath(name)).toEqual(path);
  });

  it.each(["", ".a", "a..b", "a.", "a[]", "[0]", "a[x]", "a[0", "a]b", "a.[0]"])("%j is no path a form renders", (name) => {
    expect(fieldPath(name)).toBeNull();
  });
});

describe("the names a schema declares", () => {
  it("are its own keys, rows of its lists, on every branch of a union, never deeper than a plain field", () => {
    const declared = (name: string) => declaresField(caseActionSchema, fieldPath(name)!);
    expect(declared("title")).toBe(true);
    expect(declared("url")).toBe(true);
    expect(declared("results[3].metricName")).toBe(true);
    expect(declared("images[0]")).toBe(true);
    expect(declared("results")).toBe(true);
    expect(declared("title.x")).toBe(false);
    expect(declared("results[0].nope")).toBe(false);
    expect(declared("results.metricName")).toBe(false);
    expect(declared("nope")).toBe(false);
    for (const inherited of ["constructor", "__proto__", "toString", "hasOwnProperty"]) expect(declared(inherited), inherited).toBe(false);
  });

  it("looks through wrappers, pipes and lazy schemas", () => {
    const schema = z.object({
      list: z.preprocess((v) => v, z.array(z.object({ x: z.string() }))).optional(),
      later: z.lazy(() => z.object({ y: z.string().nullable().default("") })),
      split: z.string().transform((v) => v.split(",")).pipe(z.array(z.string())),
    });
    expect(declaresField(schema, fieldPath("list[1].x")!)).toBe(true);
    expect(declaresField(schema, fieldPath("later.y")!)).toBe(true);
    expect(declaresField(schema, fieldPath("split")!)).toBe(true);
    expect(declaresField(schema, fieldPath("later.z")!)).toBe(false);
  });
});

describe("conform's list buttons", () => {
  const intent = (value: unknown) => JSON.stringify(value);

  it("accepts add, remove and move on a declared list", () => {
    for (const value of [
      { type: "insert", payload: { name: "results" } },
      { type: "insert", payload: { name: "company_timeline", defaultValue: { year: "", title: "", text: "" } } },
      { type: "remove", payload: { name: "results", index: 2 } },
      { type: "reorder", payload: { name: "company_partners", from: 0, to: 3 } },
    ]) {
      const schema = value.payload.name === "results" ? caseActionSchema : aboutActionSchema;
      expect(isDeclaredListIntent(intent(value), schema), JSON.stringify(value)).toBe(true);
    }
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["an update, which sets any path to any value", intent({ type: "update", payload: { name: "title", value: "x" } })],
    ["a reset", intent({ type: "reset", payload: {} })],
    ["a list the form does not have", intent({ type: "insert", payload: { name: "nope" } })],
    ["a deep list name", intent({ type: "insert", payload: { name: `results${"[0].b".repeat(1000)}` } })],
    ["a row index no form reaches", intent({ type: "remove", payload: { name: "results", index: FORM_FIELDS_MAX } })],
    ["a fractional index", intent({ type: "reorder", payload: { name: "results", from: 0.5, to: 1 } })],
    ["a deeply nested new row", intent({ type: "insert", payload: { name: "results", defaultValue: JSON.parse(`${'{"a":'.repeat(50)}1${"}".repeat(50)}`) as unknown } })],
    ["a very long intent", intent({ type: "insert", payload: { name: "results", defaultValue: { metricName: "x".repeat(5000) } } })],
    ["no payload", intent({ type: "insert" })],
  ])("refuses %s", (_, value) => {
    expect(isDeclaredListIntent(value, caseActionSchema)).toBe(false);
  });
});
