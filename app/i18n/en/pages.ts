import type { pages as source } from "../ru/pages";
import type { Translation } from "../translation";

export const pages: Translation<typeof source> = {
  about: {
    metaTitle: "About us",
    metaDescription:
      "AI Solutions is an Almaty-based team that builds and deploys AI agents and AI consultants for businesses. Our mission, values, history and partners.",
    eyebrow: "About us",
    title: "Making artificial intelligence clear and useful for business",
    historyTitle: "Our story",
    achievementsTitle: "Achievements",
    missionTitle: "Mission",
    visionTitle: "Vision",
    valuesTitle: "Our values",
    valuesLead: "The principles behind every project.",
    timelineTitle: "Our journey",
    partnersTitle: "Partners",
    partnersLead: "We work with organizations that share our approach to technology.",
    companyCardTitle: "Company details",
    companyCard: [
      { term: "Founded", value: "2025" },
      { term: "City", value: "Almaty, Kazakhstan" },
      { term: "Legal form", value: "LLP" },
    ],
    teamLink: "Meet the team",
  },
  team: {
    metaTitle: "Team",
    metaDescription:
      "The AI Solutions team: specialists in artificial intelligence, software development and AI agent deployment in Almaty.",
    eyebrow: "Team",
    title: "The people who bring AI into your business",
    experience: "Experience:",
    writeTo: (name: string) => `Email ${name}`,
    email: "Email",
    profile: "Profile",
    profileOf: (name: string) => `${name}'s profile (opens in a new tab)`,
    upcomingTitle: "Joining the team soon",
    upcomingLead: "Specialists who have already accepted our offer.",
    careersTitle: "Want to work with us?",
    careersText:
      "We are looking for engineers, analysts and project managers who want to apply AI to real business challenges.",
    careersButton: "Open positions",
    empty: "Team information is coming soon.",
  },
  services: {
    metaTitle: "Services",
    metaDescription:
      "AI agents, CRM and messenger integration, staff training, websites and web applications with AI. Prices and rollout timelines.",
    eyebrow: "Services",
    title: "AI solutions for your business needs",
    lead: "From a rapid audit to a custom AI-powered CRM: we deliver turnkey solutions, train your team and provide support after launch.",
    included: "What's included",
    benefits: "Benefits",
    price: "Price",
    duration: "Timeline",
    consult: "Get a consultation",
    extraTitle: "Additional services",
    extraLead: "They help you prepare for deployment and get more out of AI.",
    ctaTitle: "Not sure where to start?",
    ctaText: "Tell us about your challenge, and we'll find a solution and estimate the project for free.",
    ctaButton: "Leave a request",
  },
};
