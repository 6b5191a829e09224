/**
 * 200 conversations from the bench's one address would spend the per-address token budget of
 * ADR 0046 (five visitors' daily budget) long before the last one starts, and the rest would be
 * refused by design. The load measures the server, not that limit, so the budgets are raised first,
 * through the AI assistant screen's own settings form as staff expecting such load would: every
 * field the form carries is sent back as the page shows it, only the two budgets changed.
 */
import { JSDOM } from "jsdom";

import { post, signIn } from "./hero-image";

const PATH = "/admin/ai-assistant";

export async function raiseChatBudgets(baseUrl: string, tokens: { session: number; site: number }): Promise<void> {
  const cookie = await signIn(baseUrl);
  const html = await (await fetch(`${baseUrl}${PATH}`, { headers: { Cookie: cookie } })).text();
  const document = new JSDOM(html).window.document;
  const form = [...document.querySelectorAll("form")].find(
    (candidate) => candidate.querySelector<HTMLInputElement>("input[name=intent]")?.value === "settings",
  );
  if (!form) throw new Error("bench: the AI assistant screen has no settings form");
  const body = new URLSearchParams();
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (!field.name) continue;
    if (field instanceof document.defaultView!.HTMLInputElement && (field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
    body.append(field.name, field.value);
  }
  body.set("sessionDailyTokens", String(tokens.session));
  body.set("siteDailyTokens", String(tokens.site));
  const response = await post(baseUrl, PATH, cookie, body);
  if (response.status !== 302 && response.status !== 303) throw new Error(`bench: saving the AI settings answered ${response.status}`);
}
