/**
 * What the content translation tests share: the translate form's fields as the editor sends them,
 * an app with a signed-in member of each staff role and the model the AI translation talks to
 * (integration tests), and what a marketer sees of an item's translations (end-to-end tests).
 * Both runners load this module, so it imports neither of them at its top.
 */
import type { Page } from "@playwright/test";
import { asc } from "drizzle-orm";

import { aiAssistantSettings, contentTranslations } from "~/db/schema";
import type { StaffRole, TranslationLanguage } from "~/lib/constants";
import { fieldKey, type TranslatableEntity } from "~/lib/translatable";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { setEnv, useFakeModel, useNoModel } from "./env";
import { startTestApp, staffCookies, TEST_ORIGIN, type TestApp } from "./test-app";

/** Values by field name, under the keys the translate form and the model's answer use. */
export function keyedFields(entity: TranslatableEntity, id: string, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [fieldKey(entity, id, field), value]));
}

/** The translate form's fields as the editor's page posts them, the values in the order given. */
export function translationForm(id: string, language: TranslationLanguage, values: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = { intent: "translate", id, language };
  Object.entries(values).forEach(([key, value], index) => {
    form[`fields[${index}].key`] = key;
    form[`fields[${index}].value`] = value;
  });
  return form;
}

/**
 * An integration test file's site: start() in beforeAll, stop() in afterAll. The model is the fake
 * one (`site.llm`), none (the AI translation says it needs one), or left as the environment has it.
 */
export function translationSite<R extends StaffRole>(options: {
  /** Where post() sends a form unless it is given another path. */
  screen: string;
  roles: readonly R[];
  seed?: boolean;
  model?: "fake" | "none";
}) {
  const savedEnv = { ...process.env };
  let app: TestApp | undefined;
  let llm: FakeOpenAi | undefined;
  const started = (): TestApp => {
    if (!app) throw new Error("translationSite: start() has not run");
    return app;
  };
  /** Each role's session cookie, filled in by start(). */
  const cookies = {} as Record<R, string>;

  return {
    cookies,
    get llm(): FakeOpenAi {
      if (!llm) throw new Error('translationSite: the fake model needs model: "fake"');
      return llm;
    },
    async start(): Promise<TestApp> {
      if (options.model === "fake") {
        llm = await startFakeOpenAi();
        useFakeModel(llm);
      } else if (options.model === "none") {
        useNoModel();
      }
      app = await startTestApp({ seed: options.seed });
      Object.assign(cookies, await staffCookies(app, options.roles));
      // The AI translation asks the assistant's model, and an empty database has no assistant.
      if (options.model === "fake" && options.seed === false) {
        await app.db.insert(aiAssistantSettings).values({ name: "Ассистент", model: "gpt-4o" });
      }
      return app;
    },
    async stop(): Promise<void> {
      await app?.close();
      await llm?.close();
      process.env = savedEnv;
      setEnv({});
    },
    /** Sent with the site's Origin, as the cross-site guard wants; the redirect is left unfollowed for its toast. */
    post: (cookie: string, fields: Record<string, string>, path = options.screen, headers: Record<string, string> = {}) =>
      started().request(path, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
    html: async (path: string, cookie?: string) => {
      const response = await started().request(path, cookie ? { headers: { Cookie: cookie } } : undefined);
      return { status: response.status, body: await response.text() };
    },
    /** Every stored translation, ordered by field so that tests can compare the rows. */
    stored: () => started().db.select().from(contentTranslations).orderBy(asc(contentTranslations.field)),
  };
}

/**
 * A marketer on an item's open Kazakh translation editor: the words are there to read, not to
 * change, and the translate form's post is refused all the same.
 */
export async function expectTranslationsReadOnly(
  page: Page,
  baseURL: string,
  /** titleField: the title's translation box by its accessible name, a string or a pattern as each spec gave it. */
  item: { screen: string; entity: TranslatableEntity; id: string; title: string; titleField: string | RegExp },
): Promise<void> {
  // Here, not at the top: the integration tests load this module too, and Playwright takes a second to load.
  const { expect } = await import("@playwright/test");
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${item.title}` });
  await expect(form).toBeVisible();
  await expect(page.getByText("Вы можете читать переводы, но менять их могут только редакторы и администраторы.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: item.titleField })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Сохранить перевод" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Перевести с помощью AI" })).toHaveCount(0);
  const response = await page.request.post(item.screen, {
    headers: { Origin: baseURL },
    form: translationForm(item.id, "kz", { [fieldKey(item.entity, item.id, "title")]: "x" }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
}
