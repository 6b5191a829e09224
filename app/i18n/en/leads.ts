import type { leads as source } from "../ru/leads";
import type { Translation } from "../translation";

/** The lead dialog, the contact page and form, the footer newsletter and their API answers. */
export const leads: Translation<typeof source> = {
  /** The honeypot's label: never shown, but a field must have one. */
  honeypotLabel: "Website",

  dialog: {
    title: "Leave a request",
    description: "Leave your name and phone number, and we'll call you back to answer your questions.",
    nameLabel: "Name *",
    namePlaceholder: "Your name",
    phoneLabel: "Phone *",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    submit: "Send request",
    submitting: "Sending...",
    cancel: "Cancel",
    close: "Close",
    successTitle: "Thank you!",
    successText: "Your request has been sent. We will contact you shortly.",
    submitError: "Something went wrong while sending your request. Please try again.",
    /** Stored with the lead word for word as agreed: copied unchanged. */
    storedMessage: (name: string) => `WhatsApp request from ${name}`,
  },

  validation: {
    fillAllFields: "Please fill in all fields",
    phoneMustStartWithPlus: (example: string) => `The phone number must start with + (for example: ${example})`,
    phoneInvalid: "Please enter a valid phone number",
    nameRequired: "Please enter your name",
    nameTooLong: "The name is too long",
    emailRequired: "Please enter your email",
    emailInvalid: "Please enter a valid email",
    messageRequired: "Please write a message",
    messageTooLong: "The message is too long (5000 characters at most)",
    companyTooLong: "The company name is too long",
    serviceUnknown: "Please choose a service from the list",
    consentRequired: "Your consent to the processing of personal data is required",
    invalidCharacters: "The field contains invalid characters",
  },

  contact: {
    metaTitle: "Contact",
    metaDescription:
      "Get in touch: leave a request to deploy an AI agent or AI consultant, call us or write to us. Almaty, Kazakhstan.",
    eyebrow: "Contact",
    title: "Contact us",
    lead: "Tell us about your challenge, and we'll estimate the project for free and propose a solution for your business.",
    formTitle: "Leave a request",
    formLead: "Fields marked with * are required.",
    nameLabel: "Name *",
    namePlaceholder: "Your name",
    companyLabel: "Company",
    companyPlaceholder: "Company name",
    emailLabel: "Email *",
    emailPlaceholder: "you@company.kz",
    phoneLabel: "Phone",
    phonePlaceholder: "+7 (XXX) XXX-XX-XX",
    serviceLabel: "Service",
    serviceNone: "Choose a service",
    messageLabel: "Message *",
    messagePlaceholder: "Describe your task or ask a question",
    consent: "I consent to the processing of my personal data and to receiving commercial offers",
    submit: "Send request",
    submitting: "Sending...",
    successTitle: "Thank you!",
    successText: "Your request has been sent. We will contact you shortly.",
    submitError: "Something went wrong while sending your request. Please try again.",
    formErrorSummary: "Please check the form fields",
    /** Heads the stored message for staff: kept in Russian. */
    storedService: (title: string) => `Услуга: ${title}`,
    infoTitle: "Contact information",
    emailCard: "Email",
    phoneCard: "Phone",
    addressCard: "Address",
    hoursCard: "Business hours",
    hoursWeekdays: "Mon–Fri: 9:00–18:00",
    hoursWeekend: "Weekends: by appointment",
    socialTitle: "Follow us",
    instagram: "Instagram",
    telegramBot: "Telegram bot",
    quickTitle: "Quick actions",
    tryDemo: "Try the demo in Telegram",
    orderCall: "Request a call",
    faqTitle: "Frequently asked questions",
    faq: [
      {
        question: "How long does deployment take?",
        answer:
          "Usually 2 to 8 weeks, depending on the complexity of the project. Simple solutions go live in 2 weeks.",
      },
      {
        question: "How much does an AI solution cost?",
        answer:
          "Basic solutions start at 150,000 ₸. Project estimates are free: tell us about your task and we'll calculate the cost.",
      },
      {
        question: "Is it suitable for small businesses?",
        answer: "Yes. We tailor the solution to the company's size and budget, small businesses included.",
      },
      {
        question: "Do I need technical knowledge?",
        answer: "No. We set everything up ourselves and train your staff to work with the AI tools.",
      },
    ],
  },

  newsletter: {
    emailLabel: "Newsletter email",
    emailPlaceholder: "you@company.kz",
    submit: "Subscribe",
    submitting: "Subscribing...",
    successTitle: "You're subscribed",
    successText: "Thank you! We'll send our news to this address.",
    invalidEmail: "Please enter a valid email, for example name@company.kz",
    submitError: "We couldn't subscribe you. Please try again.",
  },

  /** Answers of the public write endpoints when a request is refused before it is handled. */
  guard: {
    tooLarge: "Request too large",
    badJson: "Invalid request: JSON expected",
    badForm: "Invalid request: form data expected",
    /** A form field name too long or nested too deep for any form of the site. */
    badFieldNames: "Invalid request: invalid form field names",
    tooManyFields: "Invalid request: too many form fields",
    encodedBody: "Invalid request: compressed data is not accepted",
    tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} s.`,
  },

  telegram: {
    contactDetails: "Request from the form on the Contact page",
    chatDetails: "Request from the AI widget",
    company: "Company",
    email: "Email",
    message: "Message",
    /** Template fallback when the phone is not given (the contact form's phone is optional). */
    noPhone: "not provided",
    /** Under a lead sent from a Kazakh or English page: the page's language, named in itself. */
    pageLanguage: "Page language",
    disabled: "Telegram notifications are turned off",
  },
};
