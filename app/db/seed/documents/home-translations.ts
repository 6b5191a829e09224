import { heroContent, advantages } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";
import { seedTranslations, type SeededWords } from "~/db/seed/translations";

/** The home page in Kazakh and English (ADR 0077): a hero slide of each language's own. */
const HERO_SLIDES = [
  {
    language: "kz",
    title: "Бизнесіңізге арналған AI-агенттер мен AI-кеңесшілер",
    subtitle: "Сату мен қолдауды 24/7 автоматтандыру",
    description:
      "Клиенттерге жауап беретін, өтінімдерді жинайтын және шығындарды 40%-ға дейін азайтатын ақылды көмекшілерді енгіземіз. Іске қосу — 2–8 апта.",
    badgeText: "Орталық Азиядағы AI саласының технологиялық көшбасшысы",
    ctaText: "Демоны көру",
    stats: [
      { icon: "Zap", value: "90%-ға дейін", label: "өтінімдерді жылдамырақ өңдеу" },
      { icon: "MessageSquare", value: "24/7", label: "клиенттерді қолдау" },
      { icon: "CheckCircle", value: "90%+", label: "риза клиенттер" },
    ],
  },
  {
    language: "en",
    title: "AI agents and AI consultants for your business",
    subtitle: "Sales and support automation, 24/7",
    description:
      "We deploy smart assistants that answer your customers, collect requests and cut costs by up to 40%. Launch in 2–8 weeks.",
    badgeText: "A technology leader in AI in Central Asia",
    ctaText: "Try the demo",
    stats: [
      { icon: "Zap", value: "up to 90%", label: "faster request handling" },
      { icon: "MessageSquare", value: "24/7", label: "customer support" },
      { icon: "CheckCircle", value: "90%+", label: "satisfied clients" },
    ],
  },
] as const;

/** The six seeded advantages (app/db/seed/documents/advantages.ts) in Kazakh and English. */
const ADVANTAGE_WORDS: SeededWords[] = [
  {
    ru: {
      title: "Снижение затрат до 40%",
      description: "AI-агенты берут на себя типовые обращения и рутину, а сотрудники занимаются задачами, которые приносят деньги.",
      statLabel: "снижение затрат",
    },
    kz: {
      title: "Шығындарды 40%-ға дейін азайту",
      description: "AI-агенттер типтік өтініштер мен күнделікті жұмысты өз мойнына алады, ал қызметкерлер табыс әкелетін міндеттермен айналысады.",
      statLabel: "шығындардың азаюы",
    },
    en: {
      title: "Costs down by up to 40%",
      description: "AI agents take over routine requests and repetitive work, so your staff can focus on the tasks that bring in money.",
      statLabel: "lower costs",
    },
  },
  {
    ru: {
      title: "Поддержка клиентов 24/7",
      description: "Клиенты получают ответ ночью, в выходные и праздники: ни одно обращение не остаётся без внимания.",
      statLabel: "поддержка клиентов",
    },
    kz: {
      title: "Клиенттерді 24/7 қолдау",
      description: "Клиенттер түнде де, демалыс пен мереке күндері де жауап алады: бірде-бір өтініш назардан тыс қалмайды.",
      statLabel: "клиенттерді қолдау",
    },
    en: {
      title: "Customer support 24/7",
      description: "Customers get an answer at night, at weekends and on holidays: no request goes unanswered.",
      statLabel: "customer support",
    },
  },
  {
    ru: {
      title: "Обработка заявок быстрее до 90%",
      description: "Агент отвечает за секунды, квалифицирует клиента и передаёт менеджеру готовую заявку.",
      statLabel: "сокращение времени обработки заявок",
    },
    kz: {
      title: "Өтінімдерді 90%-ға дейін жылдам өңдеу",
      description: "Агент бірнеше секундта жауап береді, клиентті саралайды және менеджерге дайын өтінімді береді.",
      statLabel: "өтінімдерді өңдеу уақытының қысқаруы",
    },
    en: {
      title: "Requests handled up to 90% faster",
      description: "The agent answers in seconds, qualifies the customer and hands a ready request to your manager.",
      statLabel: "less time spent on each request",
    },
  },
  {
    ru: {
      title: "Рост конверсии до 35%",
      description: "Мгновенный ответ и персональные рекомендации превращают больше посетителей в покупателей.",
      statLabel: "рост конверсии",
    },
    kz: {
      title: "Конверсияның 35%-ға дейін өсуі",
      description: "Лезде берілген жауап пен жеке ұсыныстар келушілердің көбін сатып алушыға айналдырады.",
      statLabel: "конверсияның өсуі",
    },
    en: {
      title: "Conversion up by up to 35%",
      description: "Instant answers and personal recommendations turn more visitors into buyers.",
      statLabel: "higher conversion",
    },
  },
  {
    ru: {
      title: "Эффективность процессов до 60%",
      description: "Автоматизируем запись, расчёты, напоминания и отчёты, интегрируя AI с вашей CRM и мессенджерами.",
      statLabel: "рост эффективности процессов",
    },
    kz: {
      title: "Процестердің тиімділігі 60%-ға дейін",
      description: "AI-ды сіздің CRM жүйеңізбен және мессенджерлеріңізбен біріктіре отырып, жазылуды, есептеулерді, еске салуларды және есептерді автоматтандырамыз.",
      statLabel: "процестер тиімділігінің өсуі",
    },
    en: {
      title: "Processes up to 60% more efficient",
      description: "We automate bookings, calculations, reminders and reports by connecting AI to your CRM and messengers.",
      statLabel: "more efficient processes",
    },
  },
  {
    ru: {
      title: "Надёжность и безопасность",
      description: "Мониторинг круглосуточно, защита данных клиентов и резервирование: сервис доступен, когда он нужен.",
      statLabel: "доступность сервиса",
    },
    kz: {
      title: "Сенімділік және қауіпсіздік",
      description: "Тәулік бойы мониторинг, клиент деректерін қорғау және резервтеу: қызмет қажет кезде әрқашан қолжетімді.",
      statLabel: "қызметтің қолжетімділігі",
    },
    en: {
      title: "Reliability and security",
      description: "Round-the-clock monitoring, customer data protection and redundancy: the service is there when you need it.",
      statLabel: "service availability",
    },
  },
];

export const homeTranslationsSeed: SeedDocument = {
  name: "home-translations",
  run: async (tx) => {
    await tx.insert(heroContent).values(
      HERO_SLIDES.map((slide) => ({
        ...slide,
        stats: slide.stats.map((stat) => ({ ...stat })),
        ctaLink: "#demo",
        animationType: "fade-in" as const,
        isActive: true,
        showFounder: true,
        slideOrder: 1,
      })),
    );
    const rows = await tx.select().from(advantages);
    for (const words of ADVANTAGE_WORDS) {
      const row = rows.find((candidate) => candidate.title === words.ru.title);
      if (row) await seedTranslations(tx, "advantage", row.id, row, words);
    }
  },
};
