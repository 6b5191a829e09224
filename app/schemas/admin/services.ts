import type { DefaultValue } from "@conform-to/react";
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { orderedListActionSchema } from "~/schemas/admin/ordered-list";
import { blankAs, optionalText, patterned, requiredText, typedNumber } from "~/schemas/fields";

/**
 * The services editor's one schema (docs/decisions/0024-admin-kit.md), read by its form in the
 * browser and by its action on the server. Forms arrive through conform, which turns an empty field
 * into undefined before these rules run. Services have no business rules of their own: what is
 * checked here is what the table and the public page need (a title, a price to show) and the
 * limits every admin text has.
 */


const t = ru.adminServices;
const f = ru.admin.fields;

export const SERVICE_KINDS = ["main", "extra"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const PRICE_KINDS = ["from", "monthly", "label"] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
/** Feature and benefit rows per service: the public card lists them all. */
export const SERVICE_ROWS_MAX = 20;
/** The price_amount column is a PostgreSQL integer. */
const PRICE_AMOUNT_MAX = 2_000_000_000;

/** Feature or benefit rows: blank rows are dropped on save. */
const rows = z
  .array(optionalText(300))
  .max(SERVICE_ROWS_MAX, f.tooManyItems(SERVICE_ROWS_MAX))
  .optional()
  .transform((list) => (list ?? []).filter((row): row is string => row !== null));

/** '500 000', '500000' or '500 000 ₸' as staff type it; digits only once the spaces are gone. */
const amount = typedNumber({
  ignore: /[\s\u00a0\u202f₸]/g,
  pattern: /^\d+$/,
  max: PRICE_AMOUNT_MAX,
  invalid: t.validation.amount,
  outOfRange: t.validation.amountRange,
});

/** Every services column staff edit (the original's page-local service, made persistent), as the form names them. */
const serviceShape = {
  title: requiredText(200),
  kind: z.enum(SERVICE_KINDS).default("main"),
  category: optionalText(100),
  description: optionalText(2000, { multiline: true }),
  features: rows,
  benefits: rows,
  priceKind: z.enum(PRICE_KINDS).default("from"),
  priceAmount: amount,
  priceLabel: optionalText(100),
  duration: optionalText(100),
  // An unknown name shows the default icon on the public page (app/components/site/service-icon.tsx).
  icon: blankAs(patterned(/^[A-Za-z0-9]*$/, undefined, { max: 40 }), null),
};

const id = z.uuid();
const PRICE_FIELDS = ["priceKind", "priceAmount", "priceLabel"];

/** The create/edit form: no id creates a service, an id updates that one. */
export const serviceSaveSchema = z
  .object({ intent: z.literal("save"), id: id.optional(), ...serviceShape })
  .superRefine(
    (value, ctx) => {
      // The public page shows a price on every card: a sum, or words such as 'По запросу'.
      if (value.priceKind === "label" && !value.priceLabel) {
        ctx.addIssue({ code: "custom", path: ["priceLabel"], message: f.required });
      }
      if (value.priceKind !== "label" && value.priceAmount === null) {
        ctx.addIssue({ code: "custom", path: ["priceAmount"], message: f.required });
      }
    },
    // Also when another field (the title) is wrong, so one submit shows every missing field; the
    // price fields themselves must have parsed for their values to mean anything.
    { when: (payload) => !payload.issues.some((issue) => PRICE_FIELDS.includes(String(issue.path?.[0]))) },
  );

/** Every change the services screen can ask for, told apart by `intent`. */
export const serviceActionSchema = orderedListActionSchema(serviceSaveSchema);

export type ServiceFields = Omit<z.output<typeof serviceSaveSchema>, "intent" | "id">;

/** The columns the form's values stand for: the price as the public page's formatPrice reads it. */
export function serviceColumns(value: ServiceFields) {
  const { priceKind, priceAmount, priceLabel, ...rest } = value;
  return {
    ...rest,
    priceAmount: priceKind === "label" ? null : priceAmount,
    priceLabel: priceKind === "label" ? priceLabel : null,
    pricePeriod: priceKind === "monthly" ? ("month" as const) : null,
  };
}
export type ServiceColumns = ReturnType<typeof serviceColumns>;

/** What the create/edit form holds, as typed (conform's view of the schema's input). */
export type ServiceFormValues = z.input<typeof serviceSaveSchema>;
export type ServiceFormOutput = z.output<typeof serviceSaveSchema>;
/** What the form starts from: a service's values, or the defaults of a new one. */
export type ServiceFormDefaults = DefaultValue<ServiceFormValues>;

/** A service as its card in the admin shows it. */
export type ServiceCardData = {
  id: string;
  title: string;
  kind: string;
  category: string | null;
  description: string;
  features: string[];
  price: string;
  duration: string | null;
  icon: string | null;
  isVisible: boolean;
};
