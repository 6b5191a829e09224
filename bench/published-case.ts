/**
 * A fresh database has no cases, so /cases shows its empty state and no case has a page of its own.
 * Before Lighthouse runs, one completed case with an uploaded cover photo is published through the
 * cases screen's own action, as staff would: the list's card and the case page are then measured
 * with a real image on them (issue 9 point 21). It is then translated into Kazakh and English through
 * the screen's translation editor, every field saved (and so reviewed) as staff would, so the case
 * has a page in each language (issue 24 point 12).
 */
import { heroPhoto, post, signIn, uploadPhoto } from "./hero-image";

/** Publishes the case and returns its public address. */
export async function publishCaseWithPhoto(baseUrl: string): Promise<string> {
  const cookie = await signIn(baseUrl);
  const cover = await uploadPhoto(baseUrl, cookie, await heroPhoto(), "cases");
  await post(
    baseUrl,
    "/admin/cases",
    cookie,
    new URLSearchParams({
      intent: "save",
      title: "AI-консультант для интернет-магазина электроники",
      client: "TechnoMart",
      industry: "E-commerce",
      description: "Чат-бот отвечает покупателям круглосуточно и передаёт менеджерам готовые заявки.",
      challenge: "Менеджеры не успевали отвечать на вопросы в вечерние часы.",
      solution: "AI-консультант на базе знаний магазина с передачей заявок в Telegram.",
      technologies: "OpenAI, Python, PostgreSQL",
      duration: "3 месяца",
      teamSize: "4 человека",
      status: "completed",
      "images[0]": cover,
      "results[0].metricName": "Конверсия в заявку",
      "results[0].beforeValue": "2",
      "results[0].afterValue": "5",
      "results[0].improvementPercentage": "150",
    }),
  );
  const list = await (await fetch(`${baseUrl}/cases`)).text();
  const path = list.match(/href="(\/cases\/[0-9a-f-]{36})"/)?.[1];
  if (!path) throw new Error("the published case is not on /cases");
  return path;
}

/** What a translated field says: one sentence per language, cut to the field's own limit. */
const WORDS = {
  kz: "Чат-бот сатып алушыларға тәулік бойы жауап береді және менеджерлерге дайын өтінімдерді береді.",
  en: "The chatbot answers shoppers around the clock and hands managers ready requests.",
} as const;

/**
 * Saves every field the case's translation editor lists, in the language, and returns the case's
 * address in it. The editor's own form names the fields (`fields[i].key`) and their limits.
 */
export async function translateCase(baseUrl: string, casePath: string, language: keyof typeof WORDS): Promise<string> {
  const cookie = await signIn(baseUrl);
  const id = casePath.split("/").pop()!;
  const editor = await (await fetch(`${baseUrl}/admin/cases?edit=${id}&lang=${language}`, { headers: { Cookie: cookie } })).text();
  const keys = [...editor.matchAll(/name="fields\[(\d+)\]\.key" value="([^"]+)"/g)];
  if (keys.length === 0) throw new Error(`the case's ${language} editor lists no fields`);
  const form = new URLSearchParams({ intent: "translate", id, language });
  for (const [, index, key] of keys) {
    const limit = Number(new RegExp(`name="fields\\[${index}\\]\\.value"[^>]*maxLength="(\\d+)"`, "i").exec(editor)?.[1] ?? 1000);
    form.set(`fields[${index}].key`, key!);
    form.set(`fields[${index}].value`, WORDS[language].slice(0, limit));
  }
  await post(baseUrl, "/admin/cases", cookie, form);
  const page = `/${language}${casePath}`;
  const response = await fetch(baseUrl + page);
  if (response.status !== 200) throw new Error(`${page} answers ${response.status} once translated`);
  return page;
}
