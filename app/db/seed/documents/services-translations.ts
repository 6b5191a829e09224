import { inArray } from "drizzle-orm";

import { contentTranslations, services } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";
import type { TranslationLanguage } from "~/lib/constants";
import { serviceSources } from "~/server/service-sources.server";
import { sourceHash } from "~/server/source-hash.server";

import { SERVICE_SEED } from "./services";

type ServiceWords = {
  title: string;
  category?: string;
  description: string;
  features?: string[];
  benefits?: string[];
  priceLabel?: string;
  duration: string;
};

/** The seeded services in Kazakh and English, reviewed (ADR 0073), by slug. */
const SERVICE_TRANSLATIONS: Record<string, Record<TranslationLanguage, ServiceWords>> = {
  "ai-agents": {
    kz: {
      title: "Бизнеске арналған AI-агенттер",
      category: "AI-шешімдер",
      description:
        "Клиенттермен мессенджерлерде және сайтта сөйлесетін, сұрақтарға жауап беретін, клиенттерді саралап, тәулік бойы жазып алатын ақылды ассистенттер.",
      features: [
        "Бизнес-процестер мен қарым-қатынас сценарийлерін талдау",
        "Агентті компанияның білім базасы негізінде оқыту",
        "WhatsApp, Telegram, Instagram және сайтқа қосу",
        "Күрделі диалогтарды менеджерге беру",
      ],
      benefits: ["Шығындарды 40%-ға дейін азайту", "Клиентке бірнеше секундта жауап, 24/7", "Конверсияның 35%-ға дейін өсуі"],
      duration: "4-8 апта",
    },
    en: {
      title: "AI agents for business",
      category: "AI solutions",
      description:
        "Smart assistants that talk to customers in messengers and on your website, answer their questions, qualify them and book appointments around the clock.",
      features: [
        "Analysis of business processes and conversation scenarios",
        "Training the agent on the company's knowledge base",
        "Connection to WhatsApp, Telegram, Instagram and your website",
        "Handing complex conversations over to a manager",
      ],
      benefits: ["Costs cut by up to 40%", "Replies to customers in seconds, 24/7", "Conversion up by as much as 35%"],
      duration: "4-8 weeks",
    },
  },
  "crm-messenger-integration": {
    kz: {
      title: "CRM және мессенджерлермен интеграция",
      category: "Интеграциялар",
      description:
        "AI-агентті CRM жүйеңізбен, телефониямен және мессенджерлермен байланыстырамыз: өтінімдер мен қарым-қатынас тарихы қолмен енгізусіз бір жүйеге түседі.",
      features: [
        "amoCRM, Bitrix24 және басқа CRM жүйелерімен интеграция",
        "Мәмілелер мен тапсырмаларды автоматты түрде құру",
        "Клиентпен хат алмасудың бірыңғай тарихы",
        "Менеджерлерге Telegram арқылы хабарлама",
      ],
      benefits: ["Бірде-бір өтінім жоғалмайды", "Қол жұмысы азаяды", "Айқын сату воронкасы"],
      duration: "2-4 апта",
    },
    en: {
      title: "CRM and messenger integration",
      category: "Integrations",
      description:
        "We connect the AI agent to your CRM, telephony and messengers, so requests and conversation history land in one system with no manual entry.",
      features: [
        "Integration with amoCRM, Bitrix24 and other CRMs",
        "Automatic creation of deals and tasks",
        "One conversation history for each customer",
        "Notifications to managers in Telegram",
      ],
      benefits: ["Not a single request gets lost", "Less manual work", "A transparent sales funnel"],
      duration: "2-4 weeks",
    },
  },
  "staff-training": {
    kz: {
      title: "Қызметкерлерді AI-мен жұмыс істеуге оқыту",
      category: "Оқыту",
      description:
        "Қызметкерлеріңізге арналған практикалық тренингтер: AI-құралдармен жұмыс істеу, агентті бақылау және білім базасын толықтыру.",
      features: [
        "Сіздің міндеттеріңіз бойынша практикалық сабақтар",
        "Нұсқаулықтар мен промпт үлгілері",
        "AI-агентті әкімшілендіруге оқыту",
        "Курс қорытындысы бойынша сертификат",
      ],
      benefits: ["Техникалық білім қажет емес", "Команда жұмысты тез бастайды", "Процестер тиімділігінің 60%-ға дейін өсуі"],
      duration: "1-2 апта",
    },
    en: {
      title: "AI training for your staff",
      category: "Training",
      description:
        "Hands-on training for your employees: how to work with AI tools, supervise the agent and keep the knowledge base up to date.",
      features: [
        "Practical sessions on your own tasks",
        "Guides and prompt templates",
        "Training in administering the AI agent",
        "A certificate at the end of the course",
      ],
      benefits: ["No technical knowledge needed", "A quick start for your team", "Process efficiency up by as much as 60%"],
      duration: "1-2 weeks",
    },
  },
  support: {
    kz: {
      title: "Техникалық қолдау және дамыту",
      category: "Қолдау",
      description:
        "AI-агенттердің жұмысын қадағалаймыз, білім базасын жаңартамыз, сценарийлерді жетілдіреміз және командаңыздың сұрақтарына жауап береміз.",
      features: [
        "Жұмысты 24/7 бақылау",
        "Білім базасы мен сценарийлерді жаңарту",
        "Тиімділік туралы ай сайынғы есептер",
        "Басым қолдау желісі",
      ],
      benefits: ["99.9% қолжетімділік", "Жауаптар сапасын үнемі жақсарту", "Болжамды бюджет"],
      duration: "Тұрақты",
    },
    en: {
      title: "Technical support and development",
      category: "Support",
      description: "We watch over your AI agents, update the knowledge base, improve the scenarios and answer your team's questions.",
      features: ["24/7 monitoring", "Knowledge base and scenario updates", "Monthly performance reports", "A priority support line"],
      benefits: ["99.9% availability", "Answers that keep getting better", "A predictable budget"],
      duration: "Ongoing",
    },
  },
  "website-with-ai": {
    kz: {
      title: "AI-кеңесшісі бар сайт",
      category: "Әзірлеу",
      description: "Келушілерге жауап беріп, өтінімдер жинайтын AI-кеңесшісі бар заманауи сататын сайт.",
      features: [
        "Брендіңізге сай бейімделгіш дизайн",
        "Барлық беттерде AI-кеңесші",
        "Telegram-ға хабарлама жіберетін өтінім формалары",
        "Базалық SEO-оңтайландыру",
      ],
      benefits: ["Сол трафиктен көбірек өтінім", "2-3 аптада іске қосу", "Сатылымның 50%-ға дейін өсуі"],
      duration: "2-3 апта",
    },
    en: {
      title: "Website with an AI consultant",
      category: "Development",
      description: "A modern website built to sell, with an AI consultant inside that answers visitors and collects requests.",
      features: [
        "Responsive design that fits your brand",
        "An AI consultant on every page",
        "Request forms with notifications in Telegram",
        "Basic SEO optimization",
      ],
      benefits: ["More requests from the same traffic", "Launch in 2-3 weeks", "Sales up by as much as 50%"],
      duration: "2-3 weeks",
    },
  },
  "web-apps-with-ai": {
    kz: {
      title: "AI мүмкіндіктері бар веб-қосымшалар",
      category: "Әзірлеу",
      description:
        "AI-функциялары бар жеке кабинеттер, порталдар және ішкі сервистер: құжаттар бойынша іздеу, есептер жасау, ақылды көмекшілер.",
      features: [
        "Процестеріңізге сай жобалау",
        "Құжаттарды AI арқылы іздеу және талдау",
        "Рөлдер мен қолжетімділік құқықтары",
        "Жүйелеріңізбен интеграциялар",
      ],
      benefits: ["Күнделікті операцияларды автоматтандыру", "Өңдеу уақытын 90%-ға дейін қысқарту", "Масштабталатын архитектура"],
      duration: "3-6 апта",
    },
    en: {
      title: "Web applications with AI",
      category: "Development",
      description: "Client dashboards, portals and internal tools with AI features: document search, report generation and smart assistants.",
      features: ["Designed around your processes", "AI search and document analysis", "Roles and access rights", "Integrations with your systems"],
      benefits: ["Routine operations automated", "Processing time cut by up to 90%", "A scalable architecture"],
      duration: "3-6 weeks",
    },
  },
  "custom-crm-with-ai": {
    kz: {
      title: "AI-мен жұмыс істейтін жеке CRM",
      category: "Әзірлеу",
      description:
        "Бизнесіңізге арналған, AI кіріктірілген CRM жүйесі: лидтерді автоматты саралау, менеджерлерге кеңестер және сатылым болжамы.",
      features: [
        "Сату кезеңдеріңізге сай CRM",
        "Лидтерді AI арқылы саралау және басымдық беру",
        "Аналитика және болжамдар",
        "Мессенджерлермен және телефониямен интеграция",
      ],
      benefits: ["Деректерге толық бақылау", "Сатылымның 50%-ға дейін өсуі", "Әр пайдаланушы үшін абоненттік төлем жоқ"],
      duration: "4-8 апта",
    },
    en: {
      title: "Your own CRM with AI",
      category: "Development",
      description: "A CRM built for your business with AI inside: automatic lead qualification, prompts for managers and sales forecasts.",
      features: [
        "A CRM that follows your sales stages",
        "AI lead qualification and prioritization",
        "Analytics and forecasts",
        "Integration with messengers and telephony",
      ],
      benefits: ["Full control over your data", "Sales up by as much as 50%", "No subscription fee per user"],
      duration: "4-8 weeks",
    },
  },
  "ai-readiness-audit": {
    kz: {
      title: "AI-ға дайындықтың экспресс-аудиті",
      description: "Компания процестерін бағалап, AI қай жерде ең үлкен нәтиже беретінін көрсетеміз.",
      priceLabel: "Тегін",
      duration: "3-5 күн",
    },
    en: {
      title: "Express AI readiness audit",
      description: "We assess the company's processes and show where AI will make the biggest difference.",
      priceLabel: "Free",
      duration: "3-5 days",
    },
  },
  "security-compliance": {
    kz: {
      title: "Қауіпсіздік және талаптарға сәйкестік",
      description: "Деректердің қорғалуын және Қазақстан Республикасының заңнамасына сәйкестігін тексереміз.",
      priceLabel: "Сұраныс бойынша",
      duration: "1-2 апта",
    },
    en: {
      title: "Security and compliance",
      description: "We check how your data is protected and whether you comply with the laws of the Republic of Kazakhstan.",
      priceLabel: "On request",
      duration: "1-2 weeks",
    },
  },
  "ai-strategy-consulting": {
    kz: {
      title: "AI-стратегия бойынша консалтинг",
      description: "AI енгізудің жол картасын өтелу мерзімінің есебімен бірге құрастырамыз.",
      duration: "2-4 апта",
    },
    en: {
      title: "AI strategy consulting",
      description: "We draw up a roadmap for adopting AI, with a calculation of the payback.",
      duration: "2-4 weeks",
    },
  },
  "analytics-optimization": {
    kz: {
      title: "Аналитика және оңтайландыру",
      description: "AI-агенттердің диалогтары мен көрсеткіштерін талдап, олардың тиімділігін арттырамыз.",
      duration: "1-2 апта",
    },
    en: {
      title: "Analytics and optimization",
      description: "We analyze your AI agents' conversations and metrics and make them more effective.",
      duration: "1-2 weeks",
    },
  },
};

/**
 * Reviewed Kazakh and English words for the seeded services (issue 24 point 8), so a fresh start
 * shows /kz/services and /en/services. Each is written against the seeded Russian, and only where
 * the service still holds that Russian: a field staff changed before this document ran stays
 * untranslated rather than showing words of a text that is gone. Stored words are never replaced.
 */
export const servicesTranslationsSeed: SeedDocument = {
  name: "services-translations",
  run: async (tx) => {
    const rows = await tx.select().from(services).where(inArray(services.slug, Object.keys(SERVICE_TRANSLATIONS)));
    const values = rows.flatMap((row) => {
      const seeded = SERVICE_SEED.find((service) => service.slug === row.slug);
      const translations = SERVICE_TRANSLATIONS[row.slug];
      if (!seeded || !translations) return [];
      const seededRussian = new Map(
        serviceSources({ ...seeded, id: row.id, features: seeded.features ?? [], benefits: seeded.benefits ?? [] }).map((source) => [source.field, source.russian]),
      );
      return serviceSources(row)
        .filter((source) => seededRussian.get(source.field) === source.russian)
        .flatMap((source) =>
          (["kz", "en"] as const).flatMap((language) => {
            const word = translations[language][source.field as keyof ServiceWords];
            if (word === undefined) return [];
            return [
              {
                entity: "service",
                entityId: row.id,
                field: source.field,
                language,
                value: Array.isArray(word) ? word.join("\n") : word,
                state: "reviewed" as const,
                sourceHash: sourceHash(source.russian),
                updatedBy: null,
              },
            ];
          }),
        );
    });
    if (values.length > 0) await tx.insert(contentTranslations).values(values).onConflictDoNothing();
  },
};
