import { Bot, CheckCircle, Globe, MessageSquare, Sparkles, Users, Zap, type LucideIcon } from "lucide-react";

import type { HERO_STAT_ICONS } from "~/lib/constants";

type HeroStatIconName = (typeof HERO_STAT_ICONS)[number];

const HERO_STAT_ICON_MAP: Record<HeroStatIconName, LucideIcon> = {
  Bot,
  Zap,
  CheckCircle,
  MessageSquare,
  Globe,
  Users,
};

const DEFAULT_HERO_STAT_ICON = "Sparkles";

/** A stat's icon by the name staff typed; a name outside the six known ones gets the default icon. */
export function heroStatIcon(name: string | null | undefined): { name: string; Icon: LucideIcon } {
  if (name && Object.hasOwn(HERO_STAT_ICON_MAP, name)) {
    return { name, Icon: HERO_STAT_ICON_MAP[name as HeroStatIconName] };
  }
  return { name: DEFAULT_HERO_STAT_ICON, Icon: Sparkles };
}
