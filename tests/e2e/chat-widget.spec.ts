/**
 * The chat widget (issue 10 points 1–7): a streamed conversation with the fake OpenAI API, the lead
 * collected in the chat and found in the admin with its transcript, the conversation surviving
 * navigation and reload (the server-issued id in the tab, the browser bound by its HttpOnly visitor
 * cookie), the knowledge-base answer while the model is down, the greeting and the answers in the
 * language of a Kazakh or English page, the widget hidden when switched off,
 * every error text, and the dialog's keyboard behaviour.
 */
import { createHash } from "node:crypto";

import { asc, eq } from "drizzle-orm";

import { aiAssistantSettings, chatMessages, chatSessions, leads } from "~/db/schema";
import { chat as en } from "~/i18n/en/chat";
import { chat as kz } from "~/i18n/kz/chat";

import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

type Page = import("@playwright/test").Page;

const launcher = (page: Page) => page.getByTestId("chat-launcher");
const chatWindow = (page: Page) => page.getByRole("dialog", { name: "AI-консультант" });
const assistantMessages = (page: Page) => page.getByTestId("chat-assistant-message");
const GREETING = "Здравствуйте! Я AI-консультант компании.";

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
}

async function ask(page: Page, text: string) {
  const input = chatWindow(page).getByLabel("Ваше сообщение");
  await input.fill(text);
  await input.press("Enter");
}

/** The conversation id this tab keeps (chat-storage.ts), as the server issued it. */
const storedSessionId = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.sessionStorage.getItem("ai-chat") ?? "null") as { sessionId?: unknown } | null)?.sessionId);

/** The answer to the visitor's next message, with the request that carried it. */
const nextChatAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat" && response.request().method() === "POST");

test.beforeEach(async ({ llm }) => {
  llm.reset();
});

test.afterEach(async ({ db }) => {
  await db.update(aiAssistantSettings).set({ isActive: true, collectEmail: false, widgetPosition: "bottom-right", name: "AI-консультант" });
});

test("a visitor talks to the assistant: greeting, suggestions, a streamed answer, Enter to send", async ({ page, llm }) => {
  await page.goto("/services");
  await openChat(page);
  const window = chatWindow(page);
  await expect(window.getByText("Онлайн")).toBeVisible();
  await expect(assistantMessages(page).first()).toContainText(GREETING);
  const suggestions = window.getByRole("group", { name: "Частые вопросы" }).getByRole("button");
  await expect(suggestions).toHaveText([
    "Какие услуги вы предлагаете?",
    "Сколько стоит разработка AI-агента?",
    "Сколько времени занимает внедрение?",
  ]);
  // Nothing to send yet: the button stays off for an empty or blank message.
  await expect(window.getByRole("button", { name: "Отправить" })).toBeDisabled();
  await window.getByLabel("Ваше сообщение").fill("   ");
  await expect(window.getByRole("button", { name: "Отправить" })).toBeDisabled();

  const answer = "Мы внедряем AI-агентов для продаж и поддержки, интегрируем их с CRM и обучаем ваших сотрудников.";
  let finishAnswer!: () => void;
  const resume = new Promise<void>((resolve) => (finishAnswer = resolve));
  llm.queue({ content: answer, chunkSize: 6, pauseAfterChunks: 3, resume });
  await suggestions.first().click();
  await expect(window.getByTestId("chat-user-message")).toHaveText(["Вы: Какие услуги вы предлагаете?"]);
  // The answer appears while the model is still writing it (held after three pieces), then whole.
  await expect(assistantMessages(page).nth(1)).toHaveText("AI-консультант: Мы внедряем AI-аге");
  await expect(window.getByRole("button", { name: "Отправить" })).toBeDisabled();
  finishAnswer();
  await expect(assistantMessages(page).nth(1)).toHaveText(`AI-консультант: ${answer}`);
  await expect(page.getByTestId("chat-announcer")).toHaveText(answer);
  // More than one message: the suggestions are gone.
  await expect(window.getByRole("group", { name: "Частые вопросы" })).toHaveCount(0);
  expect(llm.requests[0]!.messages.at(-1)).toEqual({ role: "user", content: "Какие услуги вы предлагаете?" });

  llm.queue({ content: "Да, работаем по всему Казахстану." });
  await ask(page, "Вы работаете в Астане?");
  await expect(assistantMessages(page).nth(2)).toContainText("Да, работаем по всему Казахстану.");
});

test("the conversation survives navigation and a reload in the same tab", async ({ page, llm }) => {
  await page.goto("/");
  await openChat(page);
  llm.queue({ content: "Срок — от 2 до 8 недель." });
  await ask(page, "Сколько длится внедрение?");
  await expect(assistantMessages(page).nth(1)).toContainText("Срок — от 2 до 8 недель.");

  await page.getByRole("navigation").first().getByRole("link", { name: "Команда" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(chatWindow(page).getByTestId("chat-user-message")).toHaveText(["Вы: Сколько длится внедрение?"]);

  await page.reload();
  await expect(chatWindow(page)).toBeVisible();
  await expect(assistantMessages(page).nth(1)).toContainText("Срок — от 2 до 8 недель.");
  llm.queue({ content: "Продолжаем." });
  await ask(page, "А поддержка?");
  await expect(assistantMessages(page).nth(2)).toContainText("Продолжаем.");
  // The server saw one conversation: the second question came with the first as history.
  expect(llm.requests[1]!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
});

test("a reload keeps the conversation the server issued: its id in the tab, the browser bound by an HttpOnly cookie", async ({
  page,
  context,
  llm,
  db,
}) => {
  await page.goto("/");
  await openChat(page);
  // The tab has no conversation until the server issues one with its first answer.
  expect(await storedSessionId(page)).toBe("");
  llm.queue({ content: "Внедрение занимает от 2 до 8 недель." });
  const firstAnswer = nextChatAnswer(page);
  await ask(page, "Сколько длится внедрение?");
  const first = await firstAnswer;
  await expect(assistantMessages(page).nth(1)).toContainText("Внедрение занимает от 2 до 8 недель.");
  expect(first.request().postDataJSON()).toMatchObject({ sessionId: "" });
  const issued = (await first.allHeaders())["x-chat-session"];
  expect(issued).toMatch(/^chat_[A-Za-z0-9_-]{22}$/);
  await expect.poll(() => storedSessionId(page)).toBe(issued);

  // The visitor cookie: sent to /api/chat only, and out of the page's scripts' reach.
  const visitorCookies = async () => (await context.cookies()).filter((cookie) => cookie.name === "chat_visitor");
  const [visitor, ...more] = await visitorCookies();
  expect(more).toEqual([]);
  expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/chat" });
  expect(visitor!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // The page's scripts do not see it (its path would hide it here anyway; HttpOnly hides it from
  // any document, and /api/chat's own answers are sandboxed).
  expect(await page.evaluate(() => document.cookie)).not.toContain("chat_visitor");

  await page.reload();
  await expect(chatWindow(page)).toBeVisible();
  expect(await storedSessionId(page)).toBe(issued);
  llm.queue({ content: "Да, поддержка входит в договор." });
  const secondAnswer = nextChatAnswer(page);
  await ask(page, "А поддержка?");
  const second = await secondAnswer;
  await expect(assistantMessages(page).nth(2)).toContainText("Да, поддержка входит в договор.");
  // The same conversation, asked for by its id and this browser's cookie; no new visitor.
  expect(second.request().postDataJSON()).toMatchObject({ sessionId: issued });
  expect((await second.request().allHeaders()).cookie).toContain(`chat_visitor=${visitor!.value}`);
  const secondHeaders = await second.allHeaders();
  expect(secondHeaders["x-chat-session"]).toBe(issued);
  expect(secondHeaders["set-cookie"]).toBeUndefined();
  expect(await visitorCookies()).toEqual([visitor]);
  expect(await storedSessionId(page)).toBe(issued);
  expect(llm.requests[1]!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);

  // On the server: one conversation, bound to the cookie (its hash), with both exchanges.
  const [session, ...others] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, issued!));
  expect(others).toEqual([]);
  expect(session!.visitorHash).toBe(createHash("sha256").update(visitor!.value).digest("hex"));
  await expect
    .poll(() =>
      db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.chatSessionId, session!.id))
        .orderBy(asc(chatMessages.id)),
    )
    .toEqual([
      { role: "user", content: "Сколько длится внедрение?" },
      { role: "assistant", content: "Внедрение занимает от 2 до 8 недель." },
      { role: "user", content: "А поддержка?" },
      { role: "assistant", content: "Да, поддержка входит в договор." },
    ]);
});

test("the lead is collected in the chat and shows in the admin with its transcript", async ({ page, llm, db, baseURL, browser }) => {
  await page.goto("/cases");
  await openChat(page);
  llm.queue({ toolCall: { name: "offer_contact_form", arguments: { message: "Оставьте контакты, и менеджер рассчитает стоимость." } } });
  await ask(page, "Хочу внедрить AI-агента");
  const form = page.getByTestId("chat-lead-form");
  await expect(form).toBeVisible();
  await expect(form).toContainText("Отправляя контакты, вы соглашаетесь на обработку персональных данных.");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(form.getByRole("alert")).toHaveText("Пожалуйста, заполните обязательные поля: имя, телефон");
  const name = `Чат-клиент ${Date.now()}`;
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill("87011234567");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(form.getByRole("alert")).toHaveText("Номер телефона должен начинаться с + (например: +77011234567)");
  await form.getByLabel("Телефон").fill("+7 701 123 45 67");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(assistantMessages(page).last()).toContainText(
    "Спасибо! Ваши контактные данные сохранены. Наш менеджер свяжется с вами в ближайшее время.",
  );
  await expect(form).toBeHidden();

  const [lead] = await db.select().from(leads).where(eq(leads.name, name));
  expect(lead).toMatchObject({ source: "ai_widget", message: "Заявка из AI-виджета", phone: "+7 701 123 45 67", pageUrl: "/cases" });
  expect(lead!.consentAt).not.toBeNull();
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, lead!.chatSessionId!));
  expect(session).toMatchObject({ clientName: name, leadCollected: true });

  const staff = await browser.newPage();
  await login(staff, db, "marketer", baseURL!);
  await staff.goto(`/admin/leads?lead=${lead!.id}`);
  const detail = staff.getByRole("dialog", { name: `Заявка: ${name}` });
  await expect(detail).toContainText("Заявка из AI-виджета");
  await expect(detail).toContainText("Хочу внедрить AI-агента");
  await expect(detail).toContainText("Оставьте контакты, и менеджер рассчитает стоимость.");
  await staff.close();
  await db.delete(leads).where(eq(leads.id, lead!.id));
});

test("while the model is down the visitor gets the knowledge base's answer and the contact form", async ({ page, llm }) => {
  await page.goto("/");
  await openChat(page);
  llm.queue({ status: 503 });
  await ask(page, "Сколько стоит обучение персонала?");
  await expect(assistantMessages(page).nth(1)).toContainText("Вот что я нашёл в нашей базе знаний:");
  await expect(assistantMessages(page).nth(1)).toContainText("Обучение персонала — от 150 000 ₸");
  await expect(page.getByTestId("chat-lead-form")).toBeVisible();
});

test("on an English page the assistant greets with the English greeting and answers in English; on a Kazakh page in Kazakh", async ({
  context,
  page,
  llm,
  db,
}) => {
  // Staff wrote an English greeting and left the Kazakh one empty: the catalog's Kazakh one greets.
  await db.update(aiAssistantSettings).set({ greetingMessageEn: "Hello from Almaty! Ask me about AI agents.", greetingMessageKz: "" });
  try {
    await page.goto("/en/faq");
    await launcher(page).click();
    await expect(assistantMessages(page)).toHaveText(["AI consultant: Hello from Almaty! Ask me about AI agents."]);
    llm.queue({ content: "We build AI agents for sales and support." });
    const input = page.getByTestId("chat-window").getByLabel("Your message");
    await input.fill("What do you do?");
    await input.press("Enter");
    await expect(assistantMessages(page).nth(1)).toHaveText("AI consultant: We build AI agents for sales and support.");
    expect(llm.requests[0]!.messages[0]!.content).toContain("Отвечай на английском языке (in English)");

    // Another tab, a conversation of its own. (Clearing this tab's storage before leaving raced
    // with the widget saving the conversation as the page went away.)
    const kazakhPage = await context.newPage();
    await kazakhPage.goto("/kz/faq");
    await waitForHydration(kazakhPage);
    await launcher(kazakhPage).click();
    await expect(assistantMessages(kazakhPage)).toHaveText([`AI-кеңесші: ${kz.greeting}`]);
    llm.queue({ content: "Біз сату мен қолдауға арналған AI-агенттерді жасаймыз." });
    const kazakhInput = kazakhPage.getByTestId("chat-window").getByLabel("Хабарламаңыз");
    await kazakhInput.fill("Сіздер не істейсіздер?");
    await kazakhInput.press("Enter");
    await expect(assistantMessages(kazakhPage).nth(1)).toHaveText("AI-кеңесші: Біз сату мен қолдауға арналған AI-агенттерді жасаймыз.");
    expect(llm.requests[1]!.messages[0]!.content).toContain("Отвечай на казахском языке (қазақ тілінде)");
  } finally {
    await db.update(aiAssistantSettings).set({ greetingMessageEn: en.greeting, greetingMessageKz: kz.greeting });
  }
});

test("the widget is hidden entirely while the assistant is switched off", async ({ page, db }) => {
  await page.goto("/");
  await expect(launcher(page)).toBeVisible();
  await db.update(aiAssistantSettings).set({ isActive: false });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByTestId("chat-window")).toHaveCount(0);
});

test("switched off during a conversation: 'AI-консультант временно отключен.'", async ({ page, db }) => {
  await page.goto("/");
  await openChat(page);
  await db.update(aiAssistantSettings).set({ isActive: false });
  await ask(page, "Вы тут?");
  await expect(assistantMessages(page).nth(1)).toHaveText("AI-консультант: AI-консультант временно отключен.");
});

test("each server failure shows its approved text", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  // These failures (a dead database, a proxy's empty answer, a dropped connection) cannot be caused
  // on the real server from here, so the browser is given the answers they produce.
  const answers: ((route: import("@playwright/test").Route) => Promise<void>)[] = [
    (route) => route.fulfill({ status: 503, json: { error: "AI-консультант недоступен", code: "unavailable" } }),
    (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: "null" }),
    (route) => route.fulfill({ status: 200, json: { message: "", shouldCollectLead: false } }),
    (route) => route.abort("connectionreset"),
  ];
  await page.route("**/api/chat", async (route) => answers.shift()!(route));
  const expected = [
    "Сервис временно недоступен. Наш менеджер свяжется с вами в ближайшее время.",
    "Извините, произошла ошибка. Попробуйте еще раз.",
    "Пустой ответ от сервера",
    "Извините, не смог сформировать ответ.",
    "Не удалось связаться с AI сервисом. Проверьте подключение к интернету и попробуйте еще раз.",
  ];
  for (const [index, text] of expected.entries()) {
    await ask(page, `Вопрос ${index + 1}`);
    await expect(assistantMessages(page).nth(index + 1)).toHaveText(`AI-консультант: ${text}`);
  }
});

test("the server's limit replies show in the window; past the rate the contact form opens", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  // The answers /api/chat gives past a limit (tests/integration/chat.test.ts proves the server sends them).
  const replies = [
    {
      status: 409,
      json: { message: "Подождите, пока AI-консультант ответит на предыдущее сообщение.", shouldCollectLead: false, code: "busy" },
    },
    {
      status: 429,
      json: {
        message: "Вы отправляете сообщения слишком часто. Подождите минуту или оставьте контакты, и наш менеджер свяжется с вами.",
        shouldCollectLead: true,
        code: "rate_limited",
      },
    },
  ];
  await page.route("**/api/chat", (route) => route.fulfill(replies.shift()!));
  await ask(page, "Первый");
  await expect(assistantMessages(page).nth(1)).toHaveText("AI-консультант: Подождите, пока AI-консультант ответит на предыдущее сообщение.");
  await expect(page.getByTestId("chat-lead-form")).toHaveCount(0);
  await ask(page, "Второй");
  await expect(assistantMessages(page).nth(2)).toContainText("Вы отправляете сообщения слишком часто.");
  await expect(page.getByTestId("chat-lead-form")).toBeVisible();
});

test("Enter sends nothing blank, nor while a reply is being written; finished replies are announced politely", async ({ page, llm }) => {
  await page.goto("/");
  await openChat(page);
  const input = chatWindow(page).getByLabel("Ваше сообщение");
  await input.fill("   ");
  await input.press("Enter");
  await expect(chatWindow(page).getByTestId("chat-user-message")).toHaveCount(0);

  let finish!: () => void;
  llm.queue({ content: "Ответ пишется.", pauseAfterChunks: 1, resume: new Promise<void>((r) => (finish = r)) });
  await ask(page, "Первый вопрос");
  await expect(assistantMessages(page).nth(1)).toContainText("Отве");
  await input.fill("Второй вопрос");
  await input.press("Enter");
  await expect(chatWindow(page).getByTestId("chat-user-message")).toHaveText(["Вы: Первый вопрос"]);
  await expect(input).toHaveValue("Второй вопрос");
  finish();
  await expect(page.getByTestId("chat-announcer")).toHaveText("Ответ пишется.");
  await expect(page.getByTestId("chat-announcer")).toHaveAttribute("aria-live", "polite");
  expect(llm.requests).toHaveLength(1);
});

test("the assistant's name from the settings heads the window and names the dialog", async ({ page, db }) => {
  await db.update(aiAssistantSettings).set({ name: "Алия, консультант AI Solutions" });
  await page.goto("/");
  await launcher(page).click();
  const window = page.getByRole("dialog", { name: "Алия, консультант AI Solutions" });
  await expect(window).toBeVisible();
  await expect(window.getByRole("heading", { level: 2 })).toHaveText("Алия, консультант AI Solutions");
});

test("with email collected too, the form asks for it; once the lead is sent the form does not come back", async ({ page, db, llm }) => {
  await db.update(aiAssistantSettings).set({ collectEmail: true });
  await page.goto("/");
  await openChat(page);
  llm.queue({ content: "Оставьте контакты, пришлём расчёт." });
  await ask(page, "Сколько стоит CRM?");
  const form = page.getByTestId("chat-lead-form");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(form.getByRole("alert")).toHaveText("Пожалуйста, заполните обязательные поля: имя, телефон, email");
  const name = `Почта ${Date.now()}`;
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill("+77011234599");
  await form.getByLabel("Email").fill("client@example.kz");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(form).toBeHidden();
  const [lead] = await db.select().from(leads).where(eq(leads.name, name));
  expect(lead).toMatchObject({ email: "client@example.kz", source: "ai_widget" });

  llm.queue({ toolCall: { name: "offer_contact_form", arguments: { message: "Оставьте контакты." } } });
  await ask(page, "А сколько стоит обучение?");
  await expect(assistantMessages(page).last()).toContainText("Оставьте контакты.");
  await expect(page.getByTestId("chat-lead-form")).toHaveCount(0);
  await db.delete(leads).where(eq(leads.id, lead!.id));
});

test("a failed save of the contacts says so and keeps what was typed", async ({ page, llm }) => {
  await page.goto("/");
  await openChat(page);
  llm.queue({ content: "Оставьте телефон." });
  await ask(page, "Сколько стоит CRM?");
  const form = page.getByTestId("chat-lead-form");
  await form.getByLabel("Имя").fill("Асель");
  await form.getByLabel("Телефон").fill("+77011234567");
  await page.route("**/api/chat/lead", (route) => route.fulfill({ status: 500, json: { error: "Заявка не сохранена", code: "failed" } }));
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(form.getByRole("alert")).toHaveText("Произошла ошибка при сохранении данных...");
  await expect(form.getByLabel("Имя")).toHaveValue("Асель");
  await expect(form.getByLabel("Телефон")).toHaveValue("+77011234567");
});

test("a labelled dialog: Escape closes it and focus returns to the button; minimised shows the header only", async ({ page }) => {
  await page.goto("/");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(chatWindow(page)).toBeVisible();
  await expect(chatWindow(page).getByLabel("Ваше сообщение")).toBeFocused();
  expect(await wcagViolations(page, { include: "[data-testid='chat-window']" })).toEqual([]);

  await chatWindow(page).getByRole("button", { name: "Свернуть чат" }).click();
  await expect(chatWindow(page).getByLabel("Ваше сообщение")).toHaveCount(0);
  await expect(chatWindow(page).getByText("Онлайн")).toBeVisible();
  await chatWindow(page).getByRole("button", { name: "Развернуть чат" }).click();
  await expect(chatWindow(page).getByLabel("Ваше сообщение")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(chatWindow(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

test("a typing line shows until the first word arrives; the × button closes the window and focus returns to the button", async ({
  page,
  llm,
}) => {
  await page.goto("/contact");
  await openChat(page);
  let firstWord!: () => void;
  llm.queue({ content: "Мы на связи с 9:00 до 18:00.", pauseAfterChunks: 0, resume: new Promise<void>((r) => (firstWord = r)) });
  await ask(page, "Когда вы работаете?");
  const typing = chatWindow(page).getByTestId("chat-typing");
  await expect(typing).toHaveText("AI-консультант печатает...");
  await expect(assistantMessages(page)).toHaveCount(1);
  firstWord();
  await expect(assistantMessages(page).nth(1)).toContainText("Мы на связи с 9:00 до 18:00.");
  await expect(typing).toHaveCount(0);

  await chatWindow(page).getByRole("button", { name: "Закрыть чат" }).click();
  await expect(chatWindow(page)).toHaveCount(0);
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toBeFocused();
  // Closed, not ended: the conversation is there when the visitor opens the window again.
  await openChat(page);
  await expect(assistantMessages(page).nth(1)).toContainText("Мы на связи с 9:00 до 18:00.");
});

test("no widget at all while the assistant has no settings", async ({ page, db }) => {
  const [settings] = await db.select().from(aiAssistantSettings);
  await db.delete(aiAssistantSettings);
  try {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
    await expect(page.getByTestId("chat-window")).toHaveCount(0);
  } finally {
    await db.insert(aiAssistantSettings).values(settings!);
  }
  await page.goto("/services");
  await expect(launcher(page)).toBeVisible();
});

test("the window's code is not part of a first visit: it loads when the visitor points at or focuses the button", async ({ context, page }) => {
  const windowCode: string[] = [];
  page.on("request", (request) => {
    if (/\/chat-window-[\w-]+\.js$/.test(request.url())) windowCode.push(request.url());
  });
  await page.goto("/about");
  await expect(launcher(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2500);
  expect(windowCode).toEqual([]);

  // The pointer over the button fetches it before the click, which then opens it at once.
  const fetched = page.waitForRequest(/\/chat-window-[\w-]+\.js$/);
  await launcher(page).hover();
  await fetched;
  await expect(chatWindow(page)).toHaveCount(0);
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
  expect(windowCode).toHaveLength(1);

  // So does the keyboard's focus.
  const keyboardPage = await context.newPage();
  await keyboardPage.goto("/about");
  await expect(launcher(keyboardPage)).toBeVisible();
  const focusFetch = keyboardPage.waitForRequest(/\/chat-window-[\w-]+\.js$/);
  await launcher(keyboardPage).focus();
  await focusFetch;
  await expect(keyboardPage.getByTestId("chat-window")).toHaveCount(0);
});

test("the home page's demo call to action opens the chat; on a phone the window fills the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.locator("#demo").getByRole("button", { name: "Открыть чат с AI-консультантом" }).click();
  await expect(chatWindow(page)).toBeVisible();
  const box = await chatWindow(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
});

test("the widget's colour and corner come from the settings", async ({ page, db }) => {
  await db.update(aiAssistantSettings).set({ widgetColor: "#0f766e", widgetPosition: "bottom-left" });
  await page.goto("/");
  await expect(launcher(page)).toHaveCSS("background-color", "rgb(15, 118, 110)");
  const box = await launcher(page).boundingBox();
  expect(box!.x).toBeLessThan(100);
  await db.update(aiAssistantSettings).set({ widgetColor: "#6366f1" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no chat button that could do nothing is shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(launcher(page)).toBeHidden();
  });
});
