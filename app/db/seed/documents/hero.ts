import { heroContent } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";

export const heroSeed: SeedDocument = {
  name: "hero",
  run: async (tx) => {
    await tx.insert(heroContent).values({
      title: "AI-агенты и AI-консультанты для вашего бизнеса",
      subtitle: "Автоматизация продаж и поддержки 24/7",
      description:
        "Внедряем умных ассистентов, которые отвечают клиентам, собирают заявки и снижают затраты до 40%. Запуск за 2–8 недель.",
      badgeText: "Технологический лидер в области AI в Центральной Азии",
      ctaText: "Попробовать демо",
      ctaLink: "#demo",
      animationType: "fade-in",
      language: "ru",
      isActive: true,
      showFounder: true,
      slideOrder: 1,
      stats: [
        { icon: "Zap", value: "до 90%", label: "быстрее обработка заявок" },
        { icon: "MessageSquare", value: "24/7", label: "поддержка клиентов" },
        { icon: "CheckCircle", value: "90%+", label: "довольных клиентов" },
      ],
    });
  },
};
