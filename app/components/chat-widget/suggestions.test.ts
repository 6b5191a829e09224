import { describe, expect, it } from "vitest";

import * as ru from "~/i18n/ru";

import type { WidgetMessage } from "./chat-storage";
import { shownSuggestions } from "./suggestions";

const greeting: WidgetMessage = { role: "assistant", content: "Здравствуйте!" };
const question: WidgetMessage = { role: "user", content: "Сколько стоит?" };
const FIRST_THREE = ["Какие услуги вы предлагаете?", "Сколько стоит разработка AI-агента?", "Сколько времени занимает внедрение?"];

describe("the suggested questions", () => {
  it("are six, of which the first three are shown with the greeting alone or an empty conversation", () => {
    expect(ru.chat.suggestedQuestions).toHaveLength(6);
    expect(shownSuggestions({ messages: [greeting], showLeadForm: false }, false)).toEqual(FIRST_THREE);
    expect(shownSuggestions({ messages: [], showLeadForm: false }, false)).toEqual(FIRST_THREE);
  });

  it("are hidden once the conversation holds more than one message", () => {
    expect(shownSuggestions({ messages: [greeting, question], showLeadForm: false }, false)).toEqual([]);
  });

  it("are hidden while the contact form shows, even with the greeting alone", () => {
    expect(shownSuggestions({ messages: [greeting], showLeadForm: true }, false)).toEqual([]);
  });

  it("are hidden while a reply is awaited", () => {
    expect(shownSuggestions({ messages: [greeting], showLeadForm: false }, true)).toEqual([]);
  });
});
