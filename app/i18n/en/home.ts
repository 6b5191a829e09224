import type { home as source } from "../ru/home";
import type { Translation } from "../translation";

export const home: Translation<typeof source> = {
  meta: {
    title: "AI agents and AI consultants for business in Kazakhstan",
    description:
      "We build and deploy AI agents and AI consultants for businesses in Almaty and Central Asia: 24/7 sales and support, up to 40% lower costs, and requests handled up to 90% faster.",
  },
  hero: {
    label: "Main slider",
    defaultBadge: "A technology leader in AI in Central Asia",
    secondaryCta: "Leave a request",
    previous: "Previous slide",
    next: "Next slide",
    slideDot: (n: number) => `Slide ${n}`,
    slidePosition: (n: number, total: number) => `${n} of ${total}`,
    slideRole: "slide",
    carouselRole: "carousel",
    loading: "Loading…",
    emptyTitle: "The hero section is not set up",
    emptyText: "Add slides in the admin panel",
    founderRole: "Founder and CEO",
    founderAlt: "Photo of the company's founder",
    agents: {
      title: "AI Agents",
      status: "online",
      items: [
        { name: "AI consultant", task: "Answers customers on your website", metric: "24/7" },
        { name: "Sales agent", task: "Qualifies and books leads", metric: "+35%" },
        { name: "Support agent", task: "Resolves routine requests", metric: "90%" },
      ],
      footer: "Working in WhatsApp, Telegram, Instagram and on your website",
    },
  },
  achievements: {
    title: "Our achievements",
    items: [
      {
        title: "Top 100 developers in the CIS",
        text: "Ranked among the hundred best development teams in the CIS countries.",
      },
      {
        title: "Astana Hub resident",
        text: "A resident of Kazakhstan's international tech park for IT startups.",
      },
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Solutions that work for your business",
    lead: "From an AI sales agent to a custom CRM: we design, deploy and support.",
    all: "All services",
    duration: "Timeline:",
  },
  whyUs: {
    eyebrow: "Why us",
    title: "Why clients choose us",
    lead: "Measurable results instead of promises: we calculate the impact of every deployment.",
  },
  industries: {
    eyebrow: "Industries",
    title: "Solutions for your industry",
    lead: "We tailor AI agents to the tasks and language of each line of business.",
    clients: "Clients:",
    items: [
      {
        key: "education",
        title: "Education",
        text: "Advice for applicants, enrollment requests and answers for students around the clock.",
        clients: ["Universities", "Colleges", "Online schools", "Training centers"],
      },
      {
        key: "ecommerce",
        title: "E-commerce",
        text: "Product recommendations, order status and returns without waiting for an operator.",
        clients: ["Online stores", "Marketplaces", "Retail chains"],
      },
      {
        key: "finance",
        title: "Banking and finance",
        text: "Answers about products and pre-qualification of loan applications.",
        clients: ["Banks", "Microfinance organizations", "Insurance companies"],
      },
      {
        key: "logistics",
        title: "Logistics",
        text: "Shipment tracking, delivery cost estimates and order intake.",
        clients: ["Transport companies", "Courier services", "Warehouse complexes"],
      },
      {
        key: "horeca",
        title: "HoReCa",
        text: "Table and room bookings, menus and orders in messengers.",
        clients: ["Restaurants", "Cafés", "Hotels"],
      },
      {
        key: "government",
        title: "Public services",
        text: "Explaining procedures and documents, booking appointments, handling citizens' requests.",
        clients: ["Government agencies", "Public service centers", "Akimats"],
      },
    ],
  },
  demo: {
    eyebrow: "Demo",
    title: "Try the AI consultant right now",
    text: "Ask about our services, prices or timelines: the AI consultant will answer in seconds and help you leave a request.",
    openChat: "Open a chat with the AI consultant",
    telegram: "Try the demo in Telegram",
  },
};
