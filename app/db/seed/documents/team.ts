import { teamMembers } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";

import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";

type TeamSeed = typeof teamMembers.$inferInsert;

const domain = CONTACT_DEFAULTS.email.split("@")[1];

/** Three members and two upcoming hires; staff manage them in /admin/team. */
export const TEAM_SEED: TeamSeed[] = [
  {
    name: "Арман Жумабеков",
    position: "Основатель и генеральный директор",
    department: "Руководство",
    bio: "Основал AI Solutions, чтобы компании Казахстана получили доступ к тем же AI-инструментам, что и мировые лидеры. Отвечает за стратегию и ключевых клиентов.",
    email: `arman@${domain}`,
    linkedin: "https://www.linkedin.com/in/arman-zhumabekov",
    skills: ["AI-стратегия", "Развитие бизнеса", "Управление проектами", "Машинное обучение"],
    languages: ["Русский", "Казахский", "Английский"],
    experience: "12 лет в IT, из них 5 — в проектах с AI",
    education: "КазНУ им. аль-Фараби, прикладная математика",
    displayOrder: 1,
    joinDate: "2025-01-10",
  },
  {
    name: "Дмитрий Ким",
    position: "Технический директор",
    department: "Технический отдел",
    bio: "Проектирует архитектуру AI-агентов: от подключения языковых моделей и баз знаний до интеграций с CRM и мессенджерами.",
    email: `dmitry@${domain}`,
    linkedin: "https://www.linkedin.com/in/dmitry-kim-ai",
    skills: ["Python", "LLM и RAG", "TypeScript", "Облачная инфраструктура", "PostgreSQL"],
    languages: ["Русский", "Английский"],
    experience: "9 лет в разработке",
    education: "КБТУ, информационные системы",
    displayOrder: 2,
    joinDate: "2025-01-10",
  },
  {
    name: "Айгерим Сапарова",
    position: "Руководитель проектов внедрения",
    department: "Технический отдел",
    bio: "Ведет проекты от первого интервью до запуска: разбирает процессы клиента, готовит сценарии диалогов и обучает сотрудников.",
    email: `aigerim@${domain}`,
    linkedin: "https://www.linkedin.com/in/aigerim-saparova",
    skills: ["Бизнес-анализ", "Внедрение AI-агентов", "Обучение персонала", "CRM-интеграции"],
    languages: ["Русский", "Казахский", "Английский"],
    experience: "7 лет в управлении IT-проектами",
    education: "Нархоз, менеджмент",
    displayOrder: 3,
    joinDate: "2025-02-03",
  },
  {
    name: "Ерлан Абенов",
    position: "Senior ML-инженер",
    department: "Технический отдел",
    bio: "Будет отвечать за дообучение моделей и качество ответов AI-агентов на казахском и русском языках.",
    skills: ["NLP", "Python", "Дообучение моделей"],
    experience: "6 лет в машинном обучении",
    hiringStatus: "Присоединится во II квартале 2025",
    displayOrder: 4,
  },
  {
    name: "Мадина Нурланова",
    position: "Маркетолог",
    department: "Маркетинг",
    bio: "Займется продвижением AI-решений компании и кейсами клиентов.",
    skills: ["Контент-маркетинг", "SMM", "Аналитика"],
    experience: "5 лет в B2B-маркетинге",
    hiringStatus: "Присоединится в III квартале 2025",
    displayOrder: 5,
  },
];

export const teamSeed: SeedDocument = {
  name: "team",
  run: async (tx) => {
    await tx.insert(teamMembers).values(TEAM_SEED);
  },
};
