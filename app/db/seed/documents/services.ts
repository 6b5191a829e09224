import { services } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";

type ServiceSeed = typeof services.$inferInsert;

/** Prices and durations as the company publishes them, to the tenge. */
export const SERVICE_SEED: ServiceSeed[] = [
  {
    slug: "ai-agents",
    kind: "main",
    icon: "Bot",
    title: "AI-агенты для бизнеса",
    category: "AI-решения",
    description:
      "Умные ассистенты, которые общаются с клиентами в мессенджерах и на сайте, отвечают на вопросы, квалифицируют и записывают клиентов круглосуточно.",
    features: [
      "Анализ бизнес-процессов и сценариев общения",
      "Обучение агента на базе знаний компании",
      "Подключение к WhatsApp, Telegram, Instagram и сайту",
      "Передача сложных диалогов менеджеру",
    ],
    benefits: ["Снижение затрат до 40%", "Ответ клиенту за секунды, 24/7", "Рост конверсии до 35%"],
    priceAmount: 500000,
    duration: "4-8 недель",
    displayOrder: 1,
  },
  {
    slug: "crm-messenger-integration",
    kind: "main",
    icon: "Workflow",
    title: "Интеграция с CRM и мессенджерами",
    category: "Интеграции",
    description:
      "Связываем AI-агента с вашей CRM, телефонией и мессенджерами, чтобы заявки и история общения попадали в одну систему без ручного ввода.",
    features: [
      "Интеграция с amoCRM, Bitrix24 и другими CRM",
      "Автоматическое создание сделок и задач",
      "Единая история переписки с клиентом",
      "Уведомления менеджерам в Telegram",
    ],
    benefits: ["Ни одна заявка не теряется", "Меньше ручной работы", "Прозрачная воронка продаж"],
    priceAmount: 300000,
    duration: "2-4 недели",
    displayOrder: 2,
  },
  {
    slug: "staff-training",
    kind: "main",
    icon: "GraduationCap",
    title: "Обучение персонала работе с AI",
    category: "Обучение",
    description:
      "Практические тренинги для ваших сотрудников: как работать с AI-инструментами, контролировать агента и пополнять базу знаний.",
    features: [
      "Практические занятия на ваших задачах",
      "Инструкции и шаблоны промптов",
      "Обучение администрированию AI-агента",
      "Сертификат по итогам курса",
    ],
    benefits: ["Не нужны технические знания", "Быстрый старт команды", "Рост эффективности процессов до 60%"],
    priceAmount: 150000,
    duration: "1-2 недели",
    displayOrder: 3,
  },
  {
    slug: "support",
    kind: "main",
    icon: "LifeBuoy",
    title: "Техническая поддержка и развитие",
    category: "Поддержка",
    description:
      "Следим за работой AI-агентов, обновляем базу знаний, улучшаем сценарии и отвечаем на вопросы вашей команды.",
    features: [
      "Мониторинг работы 24/7",
      "Обновление базы знаний и сценариев",
      "Ежемесячные отчеты об эффективности",
      "Приоритетная линия поддержки",
    ],
    benefits: ["Доступность 99.9%", "Постоянное улучшение качества ответов", "Предсказуемый бюджет"],
    priceAmount: 100000,
    pricePeriod: "month",
    duration: "Постоянно",
    displayOrder: 4,
  },
  {
    slug: "website-with-ai",
    kind: "main",
    icon: "Globe",
    title: "Сайт с AI-консультантом",
    category: "Разработка",
    description:
      "Современный продающий сайт со встроенным AI-консультантом, который отвечает посетителям и собирает заявки.",
    features: [
      "Адаптивный дизайн под ваш бренд",
      "AI-консультант на всех страницах",
      "Формы заявок с уведомлениями в Telegram",
      "Базовая SEO-оптимизация",
    ],
    benefits: ["Больше заявок с того же трафика", "Запуск за 2-3 недели", "Рост продаж до 50%"],
    priceAmount: 200000,
    duration: "2-3 недели",
    displayOrder: 5,
  },
  {
    slug: "web-apps-with-ai",
    kind: "main",
    icon: "AppWindow",
    title: "Веб-приложения с AI",
    category: "Разработка",
    description:
      "Личные кабинеты, порталы и внутренние сервисы с AI-функциями: поиск по документам, генерация отчетов, умные помощники.",
    features: [
      "Проектирование под ваши процессы",
      "AI-поиск и анализ документов",
      "Роли и права доступа",
      "Интеграции с вашими системами",
    ],
    benefits: ["Автоматизация рутинных операций", "Сокращение времени обработки до 90%", "Масштабируемая архитектура"],
    priceAmount: 400000,
    duration: "3-6 недель",
    displayOrder: 6,
  },
  {
    slug: "custom-crm-with-ai",
    kind: "main",
    icon: "Database",
    title: "Собственная CRM с AI",
    category: "Разработка",
    description:
      "CRM-система под ваш бизнес со встроенным AI: автоматическая квалификация лидов, подсказки менеджерам и прогноз продаж.",
    features: [
      "CRM под ваши этапы продаж",
      "AI-квалификация и приоритизация лидов",
      "Аналитика и прогнозы",
      "Интеграция с мессенджерами и телефонией",
    ],
    benefits: ["Полный контроль над данными", "Рост продаж до 50%", "Без абонентской платы за каждого пользователя"],
    priceAmount: 600000,
    duration: "4-8 недель",
    displayOrder: 7,
  },
  {
    slug: "ai-readiness-audit",
    kind: "extra",
    icon: "ClipboardCheck",
    title: "Экспресс-аудит готовности к AI",
    description: "Оцениваем процессы компании и показываем, где AI даст наибольший эффект.",
    priceLabel: "Бесплатно",
    duration: "3-5 дней",
    displayOrder: 8,
  },
  {
    slug: "security-compliance",
    kind: "extra",
    icon: "ShieldCheck",
    title: "Безопасность и соответствие требованиям",
    description: "Проверяем защиту данных и соответствие законодательству Республики Казахстан.",
    priceLabel: "По запросу",
    duration: "1-2 недели",
    displayOrder: 9,
  },
  {
    slug: "ai-strategy-consulting",
    kind: "extra",
    icon: "Lightbulb",
    title: "Консалтинг по AI-стратегии",
    description: "Составляем дорожную карту внедрения AI с расчетом окупаемости.",
    priceAmount: 200000,
    duration: "2-4 недели",
    displayOrder: 10,
  },
  {
    slug: "analytics-optimization",
    kind: "extra",
    icon: "BarChart3",
    title: "Аналитика и оптимизация",
    description: "Анализируем диалоги и метрики AI-агентов и повышаем их эффективность.",
    priceAmount: 100000,
    duration: "1-2 недели",
    displayOrder: 11,
  },
];

export const servicesSeed: SeedDocument = {
  name: "services",
  run: async (tx) => {
    await tx.insert(services).values(SERVICE_SEED).onConflictDoNothing();
  },
};
