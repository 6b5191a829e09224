import { advantages } from "~/db/schema";
import type { SeedDocument } from "~/db/seed/run.server";

type AdvantageSeed = typeof advantages.$inferInsert;

/** The home page's six benefits; the figures are the claims the company publishes. */
const ADVANTAGE_SEED: AdvantageSeed[] = [
  {
    title: "Снижение затрат до 40%",
    description:
      "AI-агенты берут на себя типовые обращения и рутину, а сотрудники занимаются задачами, которые приносят деньги.",
    icon: "💰",
    statValue: "40%",
    statLabel: "снижение затрат",
    category: "Экономия",
    displayOrder: 1,
  },
  {
    title: "Поддержка клиентов 24/7",
    description:
      "Клиенты получают ответ ночью, в выходные и праздники: ни одно обращение не остаётся без внимания.",
    icon: "🕐",
    statValue: "24/7",
    statLabel: "поддержка клиентов",
    category: "Сервис",
    displayOrder: 2,
  },
  {
    title: "Обработка заявок быстрее до 90%",
    description:
      "Агент отвечает за секунды, квалифицирует клиента и передаёт менеджеру готовую заявку.",
    icon: "⚡",
    statValue: "90%",
    statLabel: "сокращение времени обработки заявок",
    category: "Скорость",
    displayOrder: 3,
  },
  {
    title: "Рост конверсии до 35%",
    description:
      "Мгновенный ответ и персональные рекомендации превращают больше посетителей в покупателей.",
    icon: "📈",
    statValue: "35%",
    statLabel: "рост конверсии",
    category: "Продажи",
    displayOrder: 4,
  },
  {
    title: "Эффективность процессов до 60%",
    description:
      "Автоматизируем запись, расчёты, напоминания и отчёты, интегрируя AI с вашей CRM и мессенджерами.",
    icon: "⚙️",
    statValue: "60%",
    statLabel: "рост эффективности процессов",
    category: "Автоматизация",
    displayOrder: 5,
  },
  {
    title: "Надёжность и безопасность",
    description:
      "Мониторинг круглосуточно, защита данных клиентов и резервирование: сервис доступен, когда он нужен.",
    icon: "🛡️",
    statValue: "99.9%",
    statLabel: "доступность сервиса",
    category: "Надёжность",
    displayOrder: 6,
  },
];

export const advantagesSeed: SeedDocument = {
  name: "advantages",
  run: async (tx) => {
    await tx.insert(advantages).values(ADVANTAGE_SEED);
  },
};
