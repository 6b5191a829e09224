/**
 * A fresh database has no cases, so /cases shows its empty state and no case has a page of its own.
 * Before Lighthouse runs, one completed case with an uploaded cover photo is published through the
 * cases screen's own action, as staff would: the list's card and the case page are then measured
 * with a real image on them (issue 9 point 21).
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
