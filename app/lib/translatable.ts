/**
 * Which content fields are translated (ADR 0066 point 3): shared by the editor's form, its schema and
 * the server (app/server/translatable.server.ts), so the browser checks the same sizes.
 */
export type TranslatableEntity = "case" | "case_result" | "advantage" | "service" | "team_member" | "setting" | "blog_post";

export type TranslatableField = {
  name: string;
  /** The most characters the translation may hold: the Russian column's own limit. */
  max: number;
  multiline: boolean;
};

/**
 * Each entity's translatable fields, in the order the editor shows them. A field is required for
 * the item to exist in a language when its Russian value is not blank: an empty challenge needs no
 * Kazakh. Figures, links, images and technologies are not translated.
 */
export const TRANSLATABLE: Record<TranslatableEntity, readonly TranslatableField[]> = {
  case: [
    { name: "title", max: 200, multiline: false },
    { name: "client", max: 200, multiline: false },
    { name: "industry", max: 100, multiline: false },
    { name: "description", max: 5000, multiline: true },
    { name: "challenge", max: 5000, multiline: true },
    { name: "solution", max: 5000, multiline: true },
    { name: "duration", max: 100, multiline: false },
    { name: "teamSize", max: 100, multiline: false },
  ],
  case_result: [
    { name: "metricName", max: 200, multiline: false },
    { name: "beforeValue", max: 100, multiline: false },
    { name: "afterValue", max: 100, multiline: false },
  ],
  // The figure (40%, 24/7) reads the same in every language; its caption does not.
  advantage: [
    { name: "title", max: 200, multiline: false },
    { name: "description", max: 1000, multiline: true },
    { name: "statLabel", max: 100, multiline: false },
  ],
  // A service's features and benefits are translated as one text each, an item a line (ADR 0073):
  // twenty rows of 300 characters and their line breaks.
  service: [
    { name: "title", max: 200, multiline: false },
    { name: "category", max: 100, multiline: false },
    { name: "description", max: 2000, multiline: true },
    { name: "features", max: 20 * 301, multiline: true },
    { name: "benefits", max: 20 * 301, multiline: true },
    { name: "priceLabel", max: 100, multiline: false },
    { name: "duration", max: 100, multiline: false },
  ],
  // Skills are translated as one comma-separated text, as the team form types them (ADR 0074).
  team_member: [
    { name: "name", max: 100, multiline: false },
    { name: "position", max: 200, multiline: false },
    { name: "bio", max: 2000, multiline: true },
    { name: "experience", max: 200, multiline: false },
    { name: "skills", max: 2100, multiline: false },
    { name: "hiringStatus", max: 200, multiline: false },
  ],
  // A site setting (entity_id: its key): a text's `value`, or one field of a JSON list's item,
  // `items.<index>.<field>` (ADR 0066 point 1, ADR 0074). `*` stands for the index.
  setting: [
    { name: "value", max: 5000, multiline: true },
    { name: "items.*.period", max: 100, multiline: false },
    { name: "items.*.title", max: 200, multiline: false },
    { name: "items.*.name", max: 200, multiline: false },
    { name: "items.*.type", max: 100, multiline: false },
    { name: "items.*.description", max: 1000, multiline: true },
  ],
  // The Markdown body is one field (ADR 0075): its headings, lists and links stay in the order the
  // translator wrote them. Tags are one comma-separated line, as the blog editor takes them.
  blog_post: [
    { name: "title", max: 200, multiline: false },
    { name: "excerpt", max: 500, multiline: true },
    { name: "content", max: 100_000, multiline: true },
    { name: "author", max: 100, multiline: false },
    // Ten tags of 40 characters and their separators, as app/schemas/admin/blog.ts allows.
    { name: "tags", max: 420, multiline: false },
  ],
};

/** The item id of the company's texts (site settings, not a row) in the editor's forms (ADR 0074). */
export const COMPANY_TEXTS_ID = "company";

/** The item id of the contact details' free texts (the address, the working hours) in the editor's forms (ADR 0078). */
export const CONTACT_TEXTS_ID = "contacts";

export type FieldState = "missing" | "draft" | "reviewed" | "outdated";

/** A field of an item as forms name it: `case.<id>.title`, `case_result.<id>.metricName`. */
export function fieldKey(entity: string, entityId: string, field: string): string {
  return `${entity}.${entityId}.${field}`;
}

export function parseFieldKey(key: string): { entity: TranslatableEntity; entityId: string; field: TranslatableField } | null {
  const [entity, entityId, ...name] = key.split(".");
  if (!entityId || !isTranslatableEntity(entity)) return null;
  const field = translatableField(entity, name.join("."));
  return field ? { entity, entityId, field } : null;
}

/** An entity's field by its stored name: `title`, or `items.3.title` for the registry's `items.*.title`. */
export function translatableField(entity: TranslatableEntity, name: string): TranslatableField | undefined {
  const pattern = name.replace(/\.\d{1,3}\./, ".*.");
  return TRANSLATABLE[entity].find((candidate) => (candidate.name.includes("*") ? pattern !== name && candidate.name === pattern : candidate.name === name));
}

export function isTranslatableEntity(entity: string | undefined): entity is TranslatableEntity {
  return entity !== undefined && Object.hasOwn(TRANSLATABLE, entity);
}

/** A content editor's address in a language: `?edit=<id>` is the Russian, `&lang=kz` its Kazakh. */
export function translationEditorHref(id: string, language: "ru" | "kz" | "en"): string {
  return language === "ru" ? `?edit=${id}` : `?edit=${id}&lang=${language}`;
}
