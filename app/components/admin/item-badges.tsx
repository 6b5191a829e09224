import { EyeOffIcon } from "lucide-react";

import { Badge } from "~/components/ui/badge";

/** A list card's badges: the item's category, and a mark when visitors do not see it. */
export function ItemBadges({ category, hidden, hiddenLabel }: { category: string | null; hidden: boolean; hiddenLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {category ? <Badge variant="secondary">{category}</Badge> : null}
      {hidden ? (
        <Badge variant="outline">
          <EyeOffIcon aria-hidden="true" />
          {hiddenLabel}
        </Badge>
      ) : null}
    </div>
  );
}
