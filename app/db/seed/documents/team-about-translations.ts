import { inArray } from "drizzle-orm";

import { contentTranslations, teamMembers } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";
import type { Db } from "~/db/types";
import { TRANSLATION_LANGUAGES } from "~/lib/constants";
import { fieldKey } from "~/lib/translatable";
import { COMPANY_DEFAULTS, PARTNER_DEFAULTS, TIMELINE_DEFAULTS } from "~/schemas/defaults/company";
import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";
import type { Source } from "~/server/translation-sources.server";

import { TEAM_SEED } from "./team";

type Words = { kz: string; en: string };

/** The seeded members' words, by their seeded Russian name and field (ADR 0074). */
const MEMBERS: Record<string, Record<string, Words>> = {
  "Арман Жумабеков": {
    name: { kz: "Арман Жұмабеков", en: "Arman Zhumabekov" },
    position: { kz: "Негізін қалаушы және бас директор", en: "Founder and CEO" },
    bio: {
      kz: "Қазақстан компаниялары әлемдік көшбасшылар қолданатын AI-құралдарға қол жеткізсін деп AI Solutions компаниясының негізін қалады. Стратегия мен негізгі клиенттерге жауап береді.",
      en: "Founded AI Solutions so that companies in Kazakhstan could use the same AI tools as the world's leaders. Responsible for strategy and key clients.",
    },
    experience: { kz: "IT саласында 12 жыл, оның 5 жылы — AI жобаларында", en: "12 years in IT, 5 of them in AI projects" },
    skills: {
      kz: "AI-стратегия, Бизнесті дамыту, Жобаларды басқару, Машиналық оқыту",
      en: "AI strategy, Business development, Project management, Machine learning",
    },
  },
  "Дмитрий Ким": {
    name: { kz: "Дмитрий Ким", en: "Dmitry Kim" },
    position: { kz: "Техникалық директор", en: "Chief Technology Officer" },
    bio: {
      kz: "AI-агенттердің архитектурасын жобалайды: тілдік модельдер мен білім қорларын қосудан бастап CRM мен мессенджерлерге интеграцияға дейін.",
      en: "Designs the architecture of AI agents, from connecting language models and knowledge bases to integrations with CRMs and messengers.",
    },
    experience: { kz: "Әзірлеуде 9 жыл", en: "9 years in software development" },
    skills: {
      kz: "Python, LLM және RAG, TypeScript, Бұлттық инфрақұрылым, PostgreSQL",
      en: "Python, LLM and RAG, TypeScript, Cloud infrastructure, PostgreSQL",
    },
  },
  "Айгерим Сапарова": {
    name: { kz: "Әйгерім Сапарова", en: "Aigerim Saparova" },
    position: { kz: "Енгізу жобаларының жетекшісі", en: "Head of Implementation Projects" },
    bio: {
      kz: "Жобаларды алғашқы сұхбаттан іске қосуға дейін жүргізеді: клиенттің процестерін талдайды, диалог сценарийлерін дайындайды және қызметкерлерді оқытады.",
      en: "Leads projects from the first interview to launch: analyses the client's processes, prepares dialogue scenarios and trains staff.",
    },
    experience: { kz: "IT-жобаларды басқаруда 7 жыл", en: "7 years managing IT projects" },
    skills: {
      kz: "Бизнес-талдау, AI-агенттерді енгізу, Персоналды оқыту, CRM-интеграциялар",
      en: "Business analysis, AI agent implementation, Staff training, CRM integrations",
    },
  },
  "Ерлан Абенов": {
    name: { kz: "Ерлан Әбенов", en: "Yerlan Abenov" },
    position: { kz: "Senior ML-инженер", en: "Senior ML Engineer" },
    bio: {
      kz: "Модельдерді қосымша оқытуға және AI-агенттердің қазақ және орыс тілдеріндегі жауаптарының сапасына жауап береді.",
      en: "Will be responsible for fine-tuning models and the quality of AI agents' answers in Kazakh and Russian.",
    },
    experience: { kz: "Машиналық оқытуда 6 жыл", en: "6 years in machine learning" },
    skills: { kz: "NLP, Python, Модельдерді қосымша оқыту", en: "NLP, Python, Model fine-tuning" },
    hiringStatus: { kz: "2025 жылдың II тоқсанында қосылады", en: "Joining in Q2 2025" },
  },
  "Мадина Нурланова": {
    name: { kz: "Мадина Нұрланова", en: "Madina Nurlanova" },
    position: { kz: "Маркетолог", en: "Marketing Specialist" },
    bio: {
      kz: "Компанияның AI-шешімдерін ілгерілетумен және клиенттердің кейстерімен айналысады.",
      en: "Will promote the company's AI solutions and its clients' case studies.",
    },
    experience: { kz: "B2B-маркетингте 5 жыл", en: "5 years in B2B marketing" },
    skills: { kz: "Контент-маркетинг, SMM, Аналитика", en: "Content marketing, SMM, Analytics" },
    hiringStatus: { kz: "2025 жылдың III тоқсанында қосылады", en: "Joining in Q3 2025" },
  },
};

/** The company's seeded texts' words, by `<setting key>.<field>`. */
const COMPANY: Record<string, Words> = {
  "company_description.value": {
    kz: "Қазақстан мен Орталық Азиядағы бизнеске арналған AI-агенттер мен AI-кеңесшілерді әзірлеп, енгіземіз.",
    en: "We build and implement AI agents and AI consultants for businesses in Kazakhstan and Central Asia.",
  },
  "company_mission.value": {
    kz: "Жасанды интеллектіні Қазақстан мен Орталық Азиядағы әрбір бизнес үшін қолжетімді құралға айналдыру: адамдар шынымен маңызды істермен айналысуы үшін күнделікті жұмысты автоматтандыру.",
    en: "To make artificial intelligence an accessible tool for every business in Kazakhstan and Central Asia: to automate routine work so that people can focus on what really matters.",
  },
  "company_vision.value": {
    kz: "Өңірдегі AI-шешімдердің жетекші жеткізушісі болу және 2027 жылға қарай 500-ден астам компанияға нәтижеге жұмыс істейтін AI-агенттерді енгізуге көмектесу.",
    en: "To become the leading provider of AI solutions in the region and, by 2027, to help 500+ companies implement AI agents that deliver results.",
  },
  "company_values.value": {
    kz: [
      "Инновациялар — озық модельдер мен тәсілдерді қолданамыз, бірақ тек пайда әкелетін жерде ғана.",
      "Қолжетімділік — AI-ды шағын және орта бизнес үшін түсінікті әрі қалтаға қонымды етеміз.",
      "Сапа — әрбір шешімді іске қосар алдында нақты сценарийлерде сынаймыз.",
      "Нәтиже — табысты клиенттің сандарымен өлшейміз: өтінімдермен, сатылымдармен және үнемделген сағаттармен.",
    ].join("\n"),
    en: [
      "Innovation — we use cutting-edge models and approaches, but only where they bring real benefit.",
      "Accessibility — we make AI understandable and affordable for small and medium-sized businesses.",
      "Quality — we test every solution on real scenarios before launch.",
      "Results — we measure success in the client's numbers: leads, sales and hours saved.",
    ].join("\n"),
  },
  "company_history.value": {
    kz: "AI Solutions компаниясын 2025 жылы Алматыда компаниялар клиенттерге біртипті жауап беруге және өтінімдерді қолмен өңдеуге қаншалықты көп уақыт жұмсайтынын көрген инженерлер мен кәсіпкерлер командасы құрды.\nБіз университеттерге арналған AI-кеңесшілерден бастадық, содан кейін электрондық коммерцияға келдік, ал бүгін қаржы және мемлекеттік секторларда AI-агенттерді енгізіп жатырмыз.",
    en: "AI Solutions was founded in Almaty in 2025 by a team of engineers and entrepreneurs who saw how much time companies spend on repetitive answers to customers and on processing requests by hand.\nWe started with AI consultants for universities, then moved into e-commerce, and today we implement AI agents in the financial and public sectors.",
  },
  "company_achievements.value": {
    kz: [
      "ТМД-ның үздік 100 әзірлеушісінің қатарында",
      "Astana Hub — IT-стартаптардың халықаралық технопаркінің резиденті",
      "2025 жылы білім беру мен e-commerce саласындағы алғашқы енгізулер",
    ].join("\n"),
    en: [
      "Among the top 100 developers in the CIS",
      "Resident of Astana Hub, the international technology park for IT startups",
      "First implementations in education and e-commerce in 2025",
    ].join("\n"),
  },
  "team_info.value": {
    kz: "Біз — әзірлеушілер, талдаушылар және AI енгізу жөніндегі мамандар командасымыз. Әр жобаны технологияларды да, клиенттің бизнес-процестерін де түсінетін инженерлер жүргізеді.",
    en: "We are a team of developers, analysts and AI implementation specialists. Every project is led by engineers who understand both the technology and the client's business processes.",
  },
  "company_timeline.items.0.period": { kz: "2025", en: "2025" },
  "company_timeline.items.0.title": { kz: "Компанияның құрылуы", en: "The company is founded" },
  "company_timeline.items.0.description": {
    kz: "Алматыда ЖШС тіркеп, AI-инженерлер мен әзірлеушілер командасын жинаймыз.",
    en: "We register an LLP in Almaty and bring together a team of AI engineers and developers.",
  },
  "company_timeline.items.1.period": { kz: "2025 жылдың I тоқсаны", en: "Q1 2025" },
  "company_timeline.items.1.title": { kz: "Алғашқы клиенттер", en: "First clients" },
  "company_timeline.items.1.description": {
    kz: "Екі университетке арналған AI-кеңесшілерді іске қосамыз: талапкерлер мен студенттерге тәулік бойы жауап береді.",
    en: "We launch AI consultants for two universities that answer applicants and students around the clock.",
  },
  "company_timeline.items.2.period": { kz: "2025 жылдың II тоқсаны", en: "Q2 2025" },
  "company_timeline.items.2.title": { kz: "E-commerce саласындағы серіктестік", en: "E-commerce partnership" },
  "company_timeline.items.2.description": {
    kz: "Интернет-дүкендермен серіктестік орнатып, сатып алушыларға кеңес беруді автоматтандырамыз.",
    en: "We partner with online stores and automate customer consultations.",
  },
  "company_timeline.items.3.period": { kz: "2025 жылдың III–IV тоқсаны", en: "Q3–Q4 2025" },
  "company_timeline.items.3.title": { kz: "Ауқымды кеңейту", en: "Scaling up" },
  "company_timeline.items.3.description": {
    kz: "Клиенттерге қызмет көрсетуге арналған AI-агенттермен қаржы және мемлекеттік секторларға шығамыз.",
    en: "We enter the financial and public sectors with AI agents for customer service.",
  },
  "company_partners.items.0.name": { kz: "Astana Hub", en: "Astana Hub" },
  "company_partners.items.0.type": { kz: "Технопарк", en: "Tech park" },
  "company_partners.items.0.description": {
    kz: "Компания резиденті болып табылатын IT-стартаптардың халықаралық технопаркі.",
    en: "The international technology park for IT startups where the company is a resident.",
  },
  "company_partners.items.1.name": { kz: "Алматы университеттік консорциумы", en: "Almaty University Consortium" },
  "company_partners.items.1.type": { kz: "Білім беру", en: "Education" },
  "company_partners.items.1.description": {
    kz: "Студенттерді оқыту және білім беруге AI енгізу жөніндегі бірлескен бағдарламалар.",
    en: "Joint programmes for training students and bringing AI into education.",
  },
  "company_partners.items.2.name": { kz: "ShopNova.kz", en: "ShopNova.kz" },
  "company_partners.items.2.type": { kz: "E-commerce", en: "E-commerce" },
  "company_partners.items.2.description": {
    kz: "Электрондық коммерциядағы серіктес: интернет-дүкендерге арналған AI-кеңесшілер.",
    en: "Our e-commerce partner: AI consultants for online stores.",
  },
  "company_partners.items.3.name": { kz: "Steppe Cloud", en: "Steppe Cloud" },
  "company_partners.items.3.type": { kz: "Технологиялар", en: "Technology" },
  "company_partners.items.3.description": {
    kz: "Клиенттердің AI-шешімдерін орналастыруға арналған Қазақстандағы бұлттық инфрақұрылым.",
    en: "Cloud infrastructure in Kazakhstan for hosting clients' AI solutions.",
  },
};

/** Reviewed rows of the sources, against the seeded Russian; a source without words is a mistake here. */
function reviewedRows(sources: readonly Source[], wordsOf: (source: Source) => Words | undefined, sourceHash: (russian: string) => string) {
  return sources.flatMap((source) => {
    const words = wordsOf(source);
    if (!words) throw new Error(`No seeded translation of ${fieldKey(source.entity, source.entityId, source.field)}`);
    return TRANSLATION_LANGUAGES.map((language) => ({
      entity: source.entity,
      entityId: source.entityId,
      field: source.field,
      language,
      value: words[language],
      state: "reviewed" as const,
      sourceHash: sourceHash(source.russian),
    }));
  });
}

/** The seeded sources whose Russian is still as seeded: staff may have changed some before this ran. */
function unchanged(seeded: readonly Source[], current: readonly Source[]): Source[] {
  const now = new Map(current.map((source) => [fieldKey(source.entity, source.entityId, source.field), source.russian]));
  return seeded.filter((source) => now.get(fieldKey(source.entity, source.entityId, source.field)) === source.russian);
}

async function seedTranslations(tx: Db) {
  // Imported here: these modules reach the database module, which imports the seed documents.
  const [{ companySources, readCompany }, { memberSources }, { sourceHash }] = await Promise.all([
    import("~/server/company-translations.server"),
    import("~/server/team-translations.server"),
    import("~/server/translatable.server"),
  ]);
  const members = await tx.select().from(teamMembers).where(inArray(teamMembers.name, Object.keys(MEMBERS)));
  const memberRows = members.flatMap((row) => {
    const seeded = TEAM_SEED.find((member) => member.name === row.name)!;
    const sources = memberSources({
      id: row.id,
      name: seeded.name,
      position: seeded.position,
      bio: seeded.bio ?? null,
      experience: seeded.experience ?? null,
      skills: seeded.skills ?? [],
      hiringStatus: seeded.hiringStatus ?? null,
    });
    return reviewedRows(unchanged(sources, memberSources(row)), (source) => MEMBERS[row.name]?.[source.field], sourceHash);
  });
  const seededCompany = companySources({
    company_description: CONTACT_DEFAULTS.company_description,
    ...COMPANY_DEFAULTS,
    company_timeline: TIMELINE_DEFAULTS,
    company_partners: PARTNER_DEFAULTS,
  });
  const companyRows = reviewedRows(unchanged(seededCompany, (await readCompany(tx)).sources), (source) => COMPANY[`${source.entityId}.${source.field}`], sourceHash);
  const rows = [...memberRows, ...companyRows];
  if (rows.length > 0) await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
}

/**
 * Reviewed Kazakh and English of the seeded team and company texts (issue 24 point 8, ADR 0074),
 * so a fresh start shows /kz/team, /en/team, /kz/about and /en/about complete. A translation staff
 * already wrote is kept.
 */
export const teamAboutTranslationsSeed: SeedDocument = { name: "team-about-translations", run: seedTranslations };
