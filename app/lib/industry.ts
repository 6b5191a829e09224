/** Emoji shown for a case's industry where it has no image; an office for an industry not in the map. */
export const DEFAULT_INDUSTRY_EMOJI = "🏢";

// Keys are lower-cased: staff type industries freely, and the admin list (CASE_INDUSTRIES_ADMIN)
// mixes Latin and Cyrillic spellings.
const INDUSTRY_EMOJI: Record<string, string> = {
  banking: "🏦",
  банки: "🏦",
  "банковское дело": "🏦",
  "банки и финансы": "🏦",
  "e-commerce": "🛒",
  ecommerce: "🛒",
  "электронная коммерция": "🛒",
  logistics: "🚚",
  логистика: "🚚",
  education: "🎓",
  образование: "🎓",
  healthcare: "🏥",
  здравоохранение: "🏥",
  medicine: "🩺",
  медицина: "🩺",
  "it services": "💻",
  "it-услуги": "💻",
  "it услуги": "💻",
  "financial services": "💰",
  "финансовые услуги": "💰",
  catering: "🍽️",
  "общественное питание": "🍽️",
  horeca: "🍽️",
  tourism: "✈️",
  "туризм и отдых": "✈️",
  туризм: "✈️",
  "business consulting": "💼",
  "бизнес-консалтинг": "💼",
  "legal services": "⚖️",
  "юридические услуги": "⚖️",
};

export function industryEmoji(industry: string | null | undefined): string {
  if (!industry) return DEFAULT_INDUSTRY_EMOJI;
  return INDUSTRY_EMOJI[industry.trim().toLowerCase()] ?? DEFAULT_INDUSTRY_EMOJI;
}
