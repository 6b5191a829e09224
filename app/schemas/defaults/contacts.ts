/** The company's contact details; staff replace them in /admin/contacts. */
export const CONTACT_DEFAULTS = {
  company_name: "AI Solutions",
  company_description:
    "Разрабатываем и внедряем AI-агентов и AI-консультантов для бизнеса в Казахстане и Центральной Азии.",
  address: "Алматы, Казахстан",
  phone: "+7 (727) 355-01-25",
  email: "info@aisolutions.kz",
  website: "https://aisolutions.kz",
  working_hours: "Пн-Пт: 9:00-18:00, выходные по договоренности",
  social_instagram: "https://instagram.com/aisolutions.kz",
  social_telegram_bot: "https://t.me/aisolutions_kz_bot",
} as const;
