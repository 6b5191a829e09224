import type { cases as source } from "../ru/cases";
import type { Translation } from "../translation";

export const cases: Translation<typeof source> = {
  list: {
    metaTitle: "Cases",
    metaDescription:
      "Successful AI agent and AI consultant deployments for businesses in Kazakhstan: client challenges, solutions and measurable results.",
    eyebrow: "Portfolio",
    title: "Successful deployments",
    lead: "Real projects where AI agents and AI consultants helped companies work faster, sell more and spend less.",
    gridTitle: "Our cases",
    loading: "Loading cases",
    errorTitle: "Failed to load cases",
    errorFallback: "We couldn't load the list of cases. Please try refreshing the page.",
    emptyTitle: "Cases are coming soon",
    emptyText: "We are working on our portfolio",
  },
  card: {
    inProgress: "In progress",
    duration: "Timeline",
    result: "Result",
    technologies: "Technologies",
    moreTechnologies: (count: number) => `and ${count} more`,
    open: (title: string) => `Read more about the “${title}” case`,
  },
  upcoming: {
    title: "Upcoming projects",
    lead: "What we are working on now and what we are launching in the coming months.",
    items: [
      {
        title: "AI consultant for a bank",
        description:
          "Round-the-clock answers to customers about the bank's products, loan and deposit matching, and handoff of complex questions to specialists.",
        industry: "Banking",
        status: "In development",
        quarter: "Q2 2025",
      },
      {
        title: "Route planning automation",
        description:
          "An AI agent for a logistics company that builds optimal delivery routes, taking load and traffic into account.",
        industry: "Logistics",
        status: "Planned",
        quarter: "Q3 2025",
      },
      {
        title: "Digital assistant for public services",
        description:
          "A virtual assistant that explains how to obtain public services and helps gather the required documents.",
        industry: "Public services",
        status: "Planned",
        quarter: "Q4 2025",
      },
    ],
  },
  cta: {
    title: "Want the same results?",
    text: "Tell us about your challenge, and we will propose a solution and estimate the rollout timeline.",
    discuss: "Discuss a project",
    presentation: "Download the presentation",
  },
  detail: {
    notFoundTitle: "Case not found",
    previewTitle: (status: string) => `Preview: this case is not published (${status}).`,
    previewText: "Site visitors won't see it until its status is “Completed”.",
    previewStatuses: { draft: "Draft", "in-progress": "In progress" },
    notFoundText: "We couldn't load this case",
    backToCases: "Back to cases",
    loading: "Loading case",
    breadcrumbLabel: "Breadcrumb",
    breadcrumbHome: "Home",
    breadcrumbCases: "Cases",
    back: "Back to cases",
    client: (client: string) => `Client: ${client}`,
    duration: "Timeline",
    teamSize: "Team",
    publishDate: "Date",
    challenge: "Challenge",
    solution: "Solution",
    results: "Results",
    before: "Before:",
    after: "After:",
    technologies: "Technologies",
    visitProject: "Visit the project",
    newTab: "(opens in a new tab)",
    ctaTitle: "Need a similar solution?",
    ctaText: "Let's discuss your challenge, and we'll show how an AI agent can help your business specifically.",
    ctaDiscuss: "Discuss a project",
    ctaAll: "All cases",
  },
};
