import { describe, expect, it } from "vitest";

import { strings as en } from "~/i18n/public/en";
import * as ru from "~/i18n/ru";

import type { WidgetMessage } from "./chat-storage";
import { shownSuggestions } from "./suggestions";

const greeting: WidgetMessage = { role: "assistant", content: "Здравствуйте!" };
const question: WidgetMessage = { role: "user", content: "Сколько стоит?" };
const FIRST_THREE = ["Какие услуги вы предлагаете?", "Сколько стоит разработка AI-агента?", "Сколько времени занимает внедрение?"];

describe("the suggested questions", () => {
  it("are six, of which the first three are shown with the greeting alone or an empty conversation", () => {
    expect(ru.chat.suggestedQuestions).toHaveLength(6);
    expect(shownSuggestions({ messages: [greeting], showLeadForm: false }, false, ru.chat.suggestedQuestions)).toEqual(FIRST_THREE);
    expect(shownSuggestions({ messages: [], showLeadForm: false }, false, ru.chat.suggestedQuestions)).toEqual(FIRST_THREE);
  });

  it("are the page's language's", () => {
    expect(shownSuggestions({ messages: [greeting], showLeadForm: false }, false, en.chat.suggestedQuestions)).toEqual([
      "What services do you offer?",
      "How much does an AI agent cost?",
      "How long does deployment take?",
    ]);
  });

  it("are hidden once the conversation holds more than one message", () => {
    expect(shownSuggestions({ messages: [greeting, question], showLeadForm: false }, false, ru.chat.suggestedQuestions)).toEqual([]);
  });

  it("are hidden while the contact form shows, even with the greeting alone", () => {
    expect(shownSuggestions({ messages: [greeting], showLeadForm: true }, false, ru.chat.suggestedQuestions)).toEqual([]);
  });

  it("are hidden while a reply is awaited", () => {
    expect(shownSuggestions({ messages: [greeting], showLeadForm: false }, true, ru.chat.suggestedQuestions)).toEqual([]);
  });
});
