import type { SeedDocument } from "~/db/seed/run.server";

import { insertSettings } from "./settings-rows";

export type TimelineStep = { period: string; title: string; description: string };
export type Partner = { name: string; description: string; type: string };

/**
 * The About page's texts; staff edit the first six in /admin/about. Values and achievements are
 * one item per line ('Название — описание'), which the page turns into cards and a list.
 */
export const COMPANY_DEFAULTS = {
  company_mission:
    "Сделать искусственный интеллект доступным инструментом для каждого бизнеса в Казахстане и Центральной Азии: автоматизировать рутину, чтобы люди занимались тем, что действительно важно.",
  company_vision:
    "Стать ведущим поставщиком AI-решений в регионе и к 2027 году помочь 500+ компаниям внедрить AI-агентов, которые работают на результат.",
  company_values: [
    "Инновации — применяем передовые модели и подходы, но только там, где они приносят пользу.",
    "Доступность — делаем AI понятным и по карману малому и среднему бизнесу.",
    "Качество — тестируем каждое решение на реальных сценариях до запуска.",
    "Результат — измеряем успех в цифрах клиента: заявках, продажах и сэкономленных часах.",
  ].join("\n"),
  company_history:
    "AI Solutions основана в 2025 году в Алматы командой инженеров и предпринимателей, которые увидели, как много времени компании тратят на однотипные ответы клиентам и ручную обработку заявок.\nМы начали с AI-консультантов для университетов, затем пришли в электронную коммерцию, а сегодня внедряем AI-агентов в финансовом и государственном секторах.",
  company_achievements: [
    "Топ-100 разработчиков СНГ",
    "Резидент Astana Hub — международного технопарка IT-стартапов",
    "Первые внедрения в образовании и e-commerce в 2025 году",
  ].join("\n"),
  team_info:
    "Мы — команда разработчиков, аналитиков и специалистов по внедрению AI. Каждый проект ведут инженеры, которые понимают и технологии, и бизнес-процессы клиента.",
} as const;

export const TIMELINE_DEFAULTS: TimelineStep[] = [
  {
    period: "2025",
    title: "Основание компании",
    description: "Регистрируем ТОО в Алматы и собираем команду инженеров AI и разработчиков.",
  },
  {
    period: "I квартал 2025",
    title: "Первые клиенты",
    description:
      "Запускаем AI-консультантов для двух университетов: ответы абитуриентам и студентам круглосуточно.",
  },
  {
    period: "II квартал 2025",
    title: "Партнерство в e-commerce",
    description: "Заключаем партнерство с интернет-магазинами и автоматизируем консультации покупателей.",
  },
  {
    period: "III–IV квартал 2025",
    title: "Масштабирование",
    description: "Выходим в финансовый и государственный секторы с AI-агентами для обслуживания клиентов.",
  },
];

export const PARTNER_DEFAULTS: Partner[] = [
  {
    name: "Astana Hub",
    description: "Международный технопарк IT-стартапов, резидентом которого является компания.",
    type: "Технопарк",
  },
  {
    name: "Университетский консорциум Алматы",
    description: "Совместные программы по обучению студентов и внедрению AI в образовании.",
    type: "Образование",
  },
  {
    name: "ShopNova.kz",
    description: "Партнер в электронной коммерции: AI-консультанты для интернет-магазинов.",
    type: "E-commerce",
  },
  {
    name: "Steppe Cloud",
    description: "Облачная инфраструктура в Казахстане для размещения AI-решений клиентов.",
    type: "Технологии",
  },
];

export const companySeed: SeedDocument = {
  name: "company",
  run: (tx) =>
    insertSettings(tx, "about", {
      company_mission: { value: COMPANY_DEFAULTS.company_mission, description: "Миссия компании" },
      company_vision: { value: COMPANY_DEFAULTS.company_vision, description: "Видение компании" },
      company_values: { value: COMPANY_DEFAULTS.company_values, description: "Ценности компании" },
      company_history: { value: COMPANY_DEFAULTS.company_history, description: "История компании" },
      company_achievements: {
        value: COMPANY_DEFAULTS.company_achievements,
        description: "Достижения компании",
      },
      team_info: { value: COMPANY_DEFAULTS.team_info, description: "Информация о команде" },
      company_timeline: { value: TIMELINE_DEFAULTS, description: "Этапы развития компании" },
      company_partners: { value: PARTNER_DEFAULTS, description: "Партнеры компании" },
    }),
};
