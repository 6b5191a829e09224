import type { chat as source } from "../ru/chat";
import type { Translation } from "../translation";

/** The chat widget and what its server says to visitors. */
export const chat: Translation<typeof source> = {
  widget: {
    open: "Open a chat with the AI consultant",
    online: "Online",
    minimize: "Minimize chat",
    expand: "Expand chat",
    close: "Close chat",
    inputLabel: "Your message",
    inputPlaceholder: "Type your question...",
    send: "Send",
    typing: "The AI consultant is typing...",
    suggestedTitle: "Frequently asked questions",
    you: "You",
    assistant: "AI consultant",
  },
  /** The widget's first message when the assistant settings leave this language's greeting empty. */
  greeting:
    "Hello! I'm the company's AI consultant. I can tell you about our services, timelines and prices and help you send a request. How can I help?",
  /** Six defined, the first three shown. */
  suggestedQuestions: [
    "What services do you offer?",
    "How much does an AI agent cost?",
    "How long does deployment take?",
    "Can AI be integrated with our CRM?",
    "Do you have examples of completed projects?",
    "How do I book a consultation?",
  ],
  /** The approved texts, chosen by the code of the server's refusal (chat-client.ts). */
  errors: {
    connection: "We couldn't reach the AI service. Please check your internet connection and try again.",
    inactive: "The AI consultant is temporarily turned off.",
    unavailable: "The service is temporarily unavailable. Our manager will contact you shortly.",
    generic: "Sorry, something went wrong. Please try again.",
    emptyReply: "Empty response from the server",
    noMessage: "Sorry, I couldn't put together an answer.",
  },
  /** What the server answers with, beside a code the widget chooses its own text by. */
  server: {
    inactive: "The AI consultant is not active",
    unavailable: "The AI consultant is unavailable",
    failed: "We couldn't process the message",
    messageEmpty: "Please enter a message",
    messageTooLong: (max: number) => `The message is too long: ${max} characters at most`,
    badSession: "Invalid conversation ID",
    busy: "Please wait until the AI consultant answers your previous message.",
    tooFast:
      "You are sending messages too often. Please wait a minute, or leave your contact details and our manager will get in touch.",
    budget:
      "The AI consultant has reached its reply limit for today. Leave your contact details and our manager will answer your question.",
    conversationFull:
      "This conversation has reached its maximum length. Leave your contact details and our manager will continue the conversation with you personally.",
    staffTooFast: "Too many AI requests. Please wait a few minutes and try again.",
    staffBudget:
      "The site's daily AI token limit has been used up. Try again tomorrow or raise the limit in the AI assistant settings.",
    fallbackIntro: "Here is what I found in our knowledge base:",
    fallbackOffer: "To discuss the details, leave your contact details and our manager will get in touch.",
    noAnswer:
      "Unfortunately, I couldn't find an answer to that question. Leave your contact details and our manager will answer you personally.",
  },
  lead: {
    title: "Leave your contact details and a manager will get in touch",
    name: "Name",
    phone: "Phone",
    email: "Email",
    company: "Company",
    phonePlaceholder: "+7 (777) 123-45-67",
    submit: "Send contact details",
    consent: "By sending your contact details, you consent to the processing of your personal data.",
    required: "Please fill in the required fields",
    fieldNames: { name: "name", phone: "phone", email: "email" },
    emailInvalid: "Please enter a valid email",
    // Stored with the lead: kept in Russian
    storedMessage: "Заявка из AI-виджета",
    noName: "Not provided",
    success: "Thank you! Your contact details have been saved. Our manager will contact you shortly.",
    failure: "Something went wrong while saving your details...",
    noSession: "Conversation not found. Send a message and try again.",
    alreadySent: "Contact details from this conversation have already been sent. Our manager will get in touch.",
  },
};
