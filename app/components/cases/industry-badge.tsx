import { clsx } from "clsx";

import { useStrings } from "~/i18n/strings";
import { industryEmoji } from "~/lib/industry";

type IndustryBadgeProps = {
  industry: string;
  /** The emoji of the industry's Russian name, when `industry` is a translation of it. */
  emoji?: string;
  /** 'image' lifts the badge off a photo; 'page' sits it flat on a card. */
  backdrop?: "image" | "page";
  className?: string;
};

export function IndustryBadge({ industry, emoji, backdrop = "image", className }: IndustryBadgeProps) {
  return (
    <span
      data-slot="industry-badge"
      className={clsx(
        "badge gap-1.5 text-ink ring-1 ring-black/5",
        backdrop === "image" ? "bg-white/95 shadow-sm" : "bg-surface",
        className,
      )}
    >
      <span aria-hidden="true">{emoji ?? industryEmoji(industry)}</span>
      {industry}
    </span>
  );
}

export function InProgressBadge() {
  const strings = useStrings();
  return <span className="badge bg-amber-100 text-amber-900 ring-1 ring-amber-200">{strings.cases.card.inProgress}</span>;
}

/** The image area when a case has no picture: a large industry emoji on a soft gradient. */
export function IndustryPlaceholder({ industry, emoji, className }: { industry: string; emoji?: string; className?: string }) {
  return (
    <div
      className={clsx(
        "flex size-full items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-100",
        className,
      )}
    >
      <span aria-hidden="true" className="text-6xl drop-shadow-sm">
        {emoji ?? industryEmoji(industry)}
      </span>
    </div>
  );
}
