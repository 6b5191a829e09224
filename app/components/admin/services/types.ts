import type { DefaultValue } from "@conform-to/react";
import type { z } from "zod";

import type { serviceSaveSchema } from "./schema";

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
