/**
 * English: blog, careers, partners, support, docs, FAQ, privacy and terms. Texts that quote the
 * company's contacts are functions of them, as in the Russian catalog.
 */

import type { InfoSection, info as source } from "../ru/info";
import type { Translation } from "../translation";

type Contacts = { companyName: string; email: string; phone: string };

export const info: Translation<typeof source> = {
  common: {
    breadcrumbHome: "Home",
    breadcrumbLabel: "Breadcrumb",
    emailLabel: "Email",
    phoneLabel: "Phone",
    telegramLabel: "Telegram bot",
    contactUs: "Contact us",
    updated: "Last updated: 1 June 2025",
    relatedLabel: "Related documents",
    errorText: "Something went wrong. Please try reloading the page.",
  },

  blog: {
    title: "Blog",
    metaTitle: "Blog on AI for business",
    description:
      "Articles on AI agents and AI consultants for businesses in Kazakhstan: how to cut support costs, prepare a knowledge base and choose the right contractor.",
    eyebrow: "Blog",
    lead: "Hands-on experience of bringing AI into companies in Kazakhstan and Central Asia: figures, checklists and case breakdowns, without the fluff.",
    filterLabel: "Article categories",
    allCategories: "All",
    empty: "No articles yet",
    emptyHint: "We are preparing our first articles. Check back later or subscribe to our newsletter at the bottom of the page.",
    emptyCategory: "No articles in this category yet",
    showAll: "Show all articles",
    readTime: (minutes: number) => `${minutes} min read`,
    backToBlog: "All articles",
    author: (name: string) => `By ${name}`,
    tagsLabel: "Tags",
    featured: "Featured",
    categories: { Аналитика: "Analytics", Кейсы: "Case studies", Технологии: "Technology", Новости: "News", Обучение: "Learning" },
    /** The strip over a post staff preview (`?preview=1`); visitors never see it. */
    preview: {
      label: "Preview",
      states: {
        draft: "Draft: this article is not published and is visible to staff only.",
        scheduled: (date: string) => `Scheduled for ${date}: until then, the article is visible to staff only.`,
        scheduledUndated: "Scheduled: the article is visible to staff only.",
        archived: "Archived: the article has been removed from the site and is visible to staff only.",
        published: "Published: this is how visitors see the article.",
      },
      back: "Back to editing",
    },
    ctaTitle: "Want the same for your business?",
    ctaText: "Tell us about your task, and we will assess free of charge what AI can do for your business and what it will cost.",
    ctaButton: "Discuss your project",
  },

  careers: {
    title: "Careers at AI Solutions",
    metaTitle: "Careers",
    description:
      "Jobs at AI Solutions in Almaty: AI integration engineer, AI implementation manager, internships for students. What we offer and how to apply.",
    eyebrow: "We're hiring",
    lead: "We bring AI agents to businesses in Kazakhstan and Central Asia, and in 2025 we are growing our team. We are looking for people who enjoy taking AI all the way to real results for clients.",
    openingsTitle: "Open positions",
    openingsLead:
      "Our team is growing: an ML engineer and a marketer are joining us in Q2 and Q3 2025. We keep looking for people in the areas below, and if yours is not on the list, write to us anyway.",
    teamLink: "Meet the team",
    openings: [
      {
        title: "AI Integration Engineer",
        badge: "Full-time",
        text: "Designs and launches AI agents: works with large language models, knowledge-base search (RAG) and API integrations with CRMs and messaging apps.",
        points: [
          "2+ years of development experience in Python or TypeScript",
          "an understanding of how LLMs, embeddings and vector search work",
          "the ability to explain a solution not only to developers but to clients as well",
        ],
      },
      {
        title: "AI Implementation Manager",
        badge: "Full-time",
        text: "Runs client projects from audit to launch: gathers requirements, helps prepare the knowledge base, trains staff and tracks metrics after go-live.",
        points: [
          "experience in project management, CRM implementation or customer service",
          "fluent Russian; Kazakh is a plus",
          "attention to detail in documentation and a love of measurable results",
        ],
      },
      {
        title: "Student Internship",
        badge: "Internship",
        text: "Together with our partner universities, we offer internships to senior students: real tasks on live projects, a mentor from the team and a chance to join us full-time.",
        points: ["students of IT, mathematics and economics", "20+ hours a week"],
      },
    ],
    offerTitle: "What we offer",
    offer: [
      { title: "Real projects", text: "AI solutions for banking, e-commerce, education and logistics with clear metrics: response time, conversion, costs." },
      { title: "Modern stack", text: "State-of-the-art language models, in-house tools for knowledge bases and integrations, code review and automated tests." },
      { title: "Flexible format", text: "An office in Almaty plus remote days; we fit the schedule to the work, not the other way round." },
      { title: "Growth and learning", text: "A budget for courses and conferences, internal project reviews and mentoring." },
      { title: "Official employment", text: "An employment contract with our LLP under the laws of the Republic of Kazakhstan, and paid leave." },
      { title: "Real impact on the product", text: "A small team: your ideas get put into practice, and you see the results with clients." },
    ],
    applyTitle: "How to apply",
    applySteps: [
      "Send your CV or a link to your profile to the email address below. Put the position in the subject line.",
      "Within 5 business days, we will reply and set up a short introductory video call.",
      "A practical assignment or a technical interview: no multi-hour test tasks, just what matters.",
      "A meeting with the founder and a job offer.",
    ],
    applyButton: "Send your CV",
    applySubject: "Job application",
    applyNote: (email: string) => `Write to ${email}: we read every message.`,
  },

  partners: {
    title: "Partners",
    metaTitle: "Partners and partner program",
    description:
      "AI Solutions partners in education, e-commerce and technology. A partner program for integrators, web studios, agencies and universities in Kazakhstan.",
    eyebrow: "Stronger together",
    lead: "We work with universities, businesses and the tech community of Kazakhstan: together we launch AI projects, train specialists and make technology more accessible.",
    listTitle: "Who we work with",
    programTitle: "Partner program",
    programLead: "Refer clients who need AI, or implement our solutions together with us.",
    programFor: "Who it's for",
    programAudience: [
      "web studios and CRM integrators",
      "marketing and consulting agencies",
      "universities and educational projects",
      "industry associations and business communities",
    ],
    programGet: "What you get",
    programBenefits: [
      "a reward for every client you refer",
      "joint projects: you handle the client relationship, we handle the AI",
      "training for your team and sales materials",
      "priority technical support on joint projects",
    ],
    ctaTitle: "Become a partner",
    ctaText: "Tell us about yourself and your clients, and we will discuss a partnership format within two business days.",
    ctaButton: "Become a partner",
  },

  support: {
    title: "Customer support",
    metaTitle: "Support",
    description:
      "AI Solutions customer support: contact channels, working hours Mon–Fri 9:00–18:00, response times, 24/7 monitoring and 99.9% availability for clients with a support plan.",
    eyebrow: "Support",
    lead: "We don't disappear after launch: we help if something goes wrong and keep improving the solution together with your team.",
    channelsTitle: "How to reach us",
    hoursTitle: "Working hours",
    hoursNote: "All times are Almaty time. Requests received in the evening or at weekends are handled at the start of the next business day. For clients with a support plan, critical incidents are handled around the clock.",
    slaTitle: "Response times",
    slaLead: "Time to a specialist's first response, by request priority.",
    slaHead: { priority: "Priority", example: "Example", response: "Response" },
    sla: [
      { priority: "Critical", example: "the AI agent is not replying to customers", response: "within 1 hour; 24/7 with a support plan" },
      { priority: "High", example: "one of the integrations is down", response: "within 4 business hours" },
      { priority: "Normal", example: "an answer or a scenario needs adjusting", response: "within 1 business day" },
      { priority: "Consultation", example: "a question about settings or reports", response: "within 2 business days" },
    ],
    planTitle: "Technical support plan",
    planText: "For clients with a support plan (from 100,000 ₸ per month), we monitor the solution around the clock and respond to incidents before your customers notice them.",
    planPoints: [
      "24/7 monitoring and automatic alerts to the on-call engineer",
      "99.9% service availability",
      "regular updates to the knowledge base and scenarios",
      "a monthly report: requests, answer quality, recommendations",
    ],
    requestTitle: "What to include in your request",
    requestPoints: [
      "your company name and the solution (for example, the AI consultant on your website)",
      "what happened and when, with a link or a screenshot",
      "an example conversation or a lead number if the problem is in an answer",
      "how urgently you need it fixed",
    ],
  },

  docs: {
    title: "How implementation works",
    metaTitle: "Documentation: AI implementation stages",
    description:
      "How an AI solution is implemented: stages from audit to launch in 2–8 weeks, what your company needs to prepare, and a glossary of terms.",
    eyebrow: "Documentation",
    lead: "Implementation takes 2 to 8 weeks depending on complexity; simple solutions go live in 2 weeks. Here is what happens at each stage.",
    stepsTitle: "Implementation stages",
    steps: [
      { title: "Consultation and express audit", time: "3–5 days, free of charge", text: "We review your processes and customer requests, identify where AI will have the greatest impact and estimate the cost." },
      { title: "Plan and contract", time: "2–3 days", text: "We agree on goals and metrics (response time, share of requests handled without a manager, conversion), channels and timelines." },
      { title: "Knowledge base", time: "from 3 days", text: "Together with you, we gather answers to frequent questions, price lists, internal policies and the tone of voice." },
      { title: "Development and integrations", time: "1–4 weeks", text: "We configure the AI agent, connect your website, messaging apps and CRM, and design the handover of conversations to a manager." },
      { title: "Testing", time: "3–5 days", text: "Your team checks the answers on real questions, and we refine the scenarios until they reach the agreed quality." },
      { title: "Launch and training", time: "1–2 days", text: "We switch the solution on for your customers and train your staff to work with it; no technical knowledge required." },
      { title: "Support and development", time: "ongoing", text: "We track the metrics, expand the knowledge base and extend the solution to new tasks." },
    ],
    timingTitle: "Typical timelines",
    timing: [
      { what: "AI consultant on your website based on an existing knowledge base", time: "2 weeks" },
      { what: "Integration with CRM and messaging apps", time: "2–4 weeks" },
      { what: "Multichannel AI agent with CRM and customer booking", time: "4–8 weeks" },
    ],
    prepareTitle: "What your company needs to prepare",
    prepare: [
      "a point person who knows your processes and can answer our questions",
      "frequent customer questions and their answers: chat histories, scripts, internal policies, price lists",
      "access to your channels: website, WhatsApp, Telegram, Instagram, CRM",
      "rules for handing a conversation over to a manager: when and to whom",
      "2–3 hours of your team's time for testing before launch",
    ],
    glossaryTitle: "Glossary",
    glossary: [
      { term: "AI agent", text: "A program built on a language model that not only answers but also takes actions: books a customer, creates a deal in the CRM, checks an order status." },
      { term: "AI consultant", text: "An AI agent that answers customer questions on your website or in a messaging app, based on the company's knowledge base." },
      { term: "LLM (large language model)", text: "A neural network trained on large volumes of text; it understands questions in natural language and formulates answers." },
      { term: "Knowledge base", text: "Verified information about the company (services, prices, terms, internal policies) that the AI relies on when answering customers." },
      { term: "RAG", text: "An approach in which the AI first finds relevant passages in the knowledge base and answers based on them rather than from memory." },
      { term: "Prompt", text: "Instructions for the model: its role, tone of voice, limitations and course of action." },
      { term: "Escalation", text: "Handing a conversation over to a human employee when a question is complex or the customer asks for it." },
      { term: "Integration (API)", text: "A connection between the AI agent and other systems (CRM, telephony, messaging apps) to exchange data without manual entry." },
      { term: "SLA", text: "Agreed support parameters: response time to requests and service availability." },
    ],
    ctaTitle: "Ready to start?",
    ctaText: "The first step is a free consultation and express audit.",
    ctaButton: "Discuss your project",
  },

  faq: {
    title: "Frequently asked questions",
    metaTitle: "FAQ about AI solutions",
    description:
      "Answers to frequently asked questions: implementation in 2 to 8 weeks, prices from 150,000 ₸, whether AI suits small businesses, languages, channels, data security and support.",
    eyebrow: "FAQ",
    lead: "Here are answers to the questions we are asked most often. Can't find yours? Write to us.",
    items: [
      {
        q: "How long does implementation take?",
        a: "From 2 to 8 weeks depending on the complexity of the project. Simple solutions, such as an AI consultant on your website, go live in 2 weeks.",
      },
      {
        q: "How much does an AI solution cost?",
        a: "Basic solutions start from 150,000 ₸. The exact cost depends on the tasks and integrations; project assessment is free of charge.",
      },
      {
        q: "Is AI suitable for small businesses?",
        a: "Yes. We tailor the solution to your scale and budget: a small company often only needs an AI consultant that answers customers around the clock and collects leads.",
      },
      {
        q: "Do we need technical knowledge to work with AI?",
        a: "No. We set everything up ourselves and train your staff to work with the solution: how to review conversations, update answers and handle leads.",
      },
      {
        q: "What languages does the AI consultant speak?",
        a: "Russian, Kazakh and English. It replies in the customer's language.",
      },
      {
        q: "Which channels can the AI agent be connected to?",
        a: "Your website, WhatsApp, Telegram and Instagram. Leads and chat histories are passed to your CRM: amoCRM, Bitrix24 and others.",
      },
      {
        q: "What happens if the AI doesn't know the answer?",
        a: "It doesn't make things up: it honestly says it will check, and hands the conversation over to a manager along with the customer's contact details. We agree on the handover scenarios with you in advance.",
      },
      {
        q: "How is our customers' data protected?",
        a: "We process personal data in accordance with the Law of the Republic of Kazakhstan on Personal Data and Their Protection, grant access only to employees who need it for their work, and sign a non-disclosure agreement with our clients.",
      },
      {
        q: "What happens after launch?",
        a: "We stay in touch: we handle requests during business hours, and for clients with a support plan (from 100,000 ₸ per month) we provide 24/7 monitoring and 99.9% availability.",
      },
      {
        q: "Can we try it before buying?",
        a: "Yes. Message our demo bot on Telegram or order a free express audit: within 3–5 days, we will show you where AI will make a difference for your business.",
      },
    ],
    moreTitle: "Still have questions?",
    moreText: "We'll get back to you within a day, during business hours.",
    moreButton: "Ask a question",
  },

  privacy: {
    title: "Privacy Policy",
    metaTitle: "Privacy Policy",
    description:
      "How AI Solutions collects, uses and protects the personal data of website visitors and clients in accordance with the Law of the Republic of Kazakhstan on Personal Data and Their Protection.",
    sections: (c: Contacts): InfoSection[] => [
      {
        title: "1. General provisions",
        paragraphs: [
          `This policy describes how ${c.companyName} LLP (Almaty, Republic of Kazakhstan; hereinafter "we" or the "Company") collects, uses, stores and protects the personal data of visitors to this website and of its clients.`,
          "We process personal data in accordance with Law of the Republic of Kazakhstan No. 94-V of 21 May 2013 on Personal Data and Their Protection and other regulatory legal acts of the Republic of Kazakhstan.",
          "By submitting a form on the website or chatting with the AI assistant, you confirm that you have read this policy and consent to the processing of your personal data on the terms described here.",
        ],
      },
      {
        title: "2. What data we collect",
        paragraphs: ["We collect only what you provide yourself and the minimum technical information needed for the website to work:"],
        list: [
          "the \"Leave a request\" form: your name and phone number;",
          "the form on the \"Contacts\" page: your name, email, phone number, company name, the service you are interested in and your message;",
          "newsletter subscription: your email address;",
          "chat with the AI assistant: the text of your messages, as well as your name, phone number and email if you share them in the chat;",
          "technical data: your IP address (to protect against spam and abuse), and information about your browser and the pages you visit, for anonymized traffic statistics, without advertising cookies.",
        ],
      },
      {
        title: "3. Why we use it",
        paragraphs: ["The data is used only for the following purposes:"],
        list: [
          "to contact you about your request, answer your question and prepare a proposal;",
          "to carry on the chat conversation and hand it over to a manager if you ask us to;",
          "to send you our newsletter if you have subscribed to it (you can unsubscribe at any time);",
          "to protect the website from spam and attacks, and to improve it based on anonymized statistics;",
          "to comply with the requirements of the legislation of the Republic of Kazakhstan.",
        ],
      },
      {
        title: "4. Storage and protection",
        paragraphs: [
          "Personal data is stored in a database located in the territory of the Republic of Kazakhstan, as required by law. Only employees who need it to handle requests have access to it; access is password-protected and role-based.",
          "We keep requests and correspondence for no longer than 3 years from the last contact, and newsletter addresses until you unsubscribe. When this period expires or consent is withdrawn, the data is deleted unless the law requires us to keep it longer.",
        ],
      },
      {
        title: "5. Transfer to third parties",
        paragraphs: [
          "We do not sell personal data or share it for advertising purposes. Data may be processed only by our contractors without whom the website cannot operate, under confidentiality terms:",
        ],
        list: [
          "the language model provider receives the text of chat messages in order to generate the assistant's reply; please do not share unnecessary information about yourself in the chat;",
          "notifications of new requests are sent to our employees via the Telegram messenger;",
          "the hosting provider and the email service that run the website and the newsletter.",
        ],
      },
      {
        title: "6. Your rights",
        paragraphs: ["In accordance with the law, you have the right to:"],
        list: [
          "know what data we hold about you and receive a copy of it;",
          "request that your data be corrected, supplemented, blocked or deleted;",
          "withdraw your consent to processing and unsubscribe from the newsletter;",
          "appeal our actions to the authorized body for personal data protection or in court.",
        ],
      },
      {
        title: "7. Cookies and browser storage",
        paragraphs: [
          "The website does not use advertising or third-party tracking cookies. For the chat to work, the conversation history is kept in your browser's storage for the current tab; a service session cookie is used for staff to log in to the admin panel.",
        ],
      },
      {
        title: "8. Changes to this policy",
        paragraphs: [
          "We may update this policy, for example when new website features are introduced. The new version takes effect as soon as it is published on this page.",
        ],
      },
      {
        title: "9. Contacts",
        paragraphs: [
          `For questions about the processing of personal data and to exercise your rights, write to ${c.email} or call ${c.phone}. We will reply within 10 business days.`,
        ],
      },
    ],
  },

  terms: {
    title: "Terms of Use",
    metaTitle: "Website Terms of Use",
    description:
      "AI Solutions website terms of use: website information, requests, the AI assistant, intellectual property, liability and the governing law of the Republic of Kazakhstan.",
    sections: (c: Contacts): InfoSection[] => [
      {
        title: "1. General provisions",
        paragraphs: [
          `This website is owned by ${c.companyName} LLP (Almaty, Republic of Kazakhstan). By using the website, you agree to these terms. If you do not agree with them, please do not use the website.`,
        ],
      },
      {
        title: "2. Information on the website",
        paragraphs: [
          "Service descriptions, \"from\" prices and timelines on the website are for information purposes only and do not constitute a public offer. The exact cost, timeline and scope of work are set out in a contract after a free project assessment.",
          "Results cited in case studies and articles (cost reductions, conversion growth and others) were achieved in specific projects and do not guarantee the same results for every business.",
        ],
      },
      {
        title: "3. AI assistant on the website",
        paragraphs: [
          "The assistant's answers are generated automatically and may contain inaccuracies. They do not constitute legal, financial or any other professional advice. Terms of cooperation are confirmed by a Company manager.",
        ],
      },
      {
        title: "4. Rules of use",
        paragraphs: ["When using the website, you must not:"],
        list: [
          "send spam, malicious code or knowingly false information through the forms or the chat;",
          "provide another person's personal data without their consent;",
          "attempt to gain unauthorized access to the website, the admin panel or data;",
          "create a load that disrupts the website, including through automated requests.",
        ],
      },
      {
        title: "5. Intellectual property",
        paragraphs: [
          "The texts, design, logo, images and software code of the website belong to the Company or are used by it lawfully. Blog articles may be quoted with an active link to the source; any other use requires the Company's written consent.",
        ],
      },
      {
        title: "6. Personal data",
        paragraphs: [
          "The data you submit on the website is processed in accordance with the Company's Privacy Policy.",
        ],
      },
      {
        title: "7. Limitation of liability",
        paragraphs: [
          "We strive to keep the website running without interruptions and its information up to date, but we cannot guarantee this. The Company is not liable for losses resulting from the use of the website's information without a contract, nor for the content of third-party resources linked from it.",
        ],
      },
      {
        title: "8. Governing law",
        paragraphs: [
          "These terms are governed by the law of the Republic of Kazakhstan. Disputes are settled through negotiation and, failing agreement, in court at the Company's location in Almaty.",
        ],
      },
      {
        title: "9. Changes and contacts",
        paragraphs: [
          `We may change these terms; the new version takes effect upon publication. Questions about the terms: ${c.email}, ${c.phone}.`,
        ],
      },
    ],
  },
};
