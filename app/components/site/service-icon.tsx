import {
  AppWindow,
  BarChart3,
  Bot,
  ClipboardCheck,
  Database,
  GraduationCap,
  Globe,
  LifeBuoy,
  Lightbulb,
  ShieldCheck,
  Sparkles,
  Workflow,
  type LucideIcon,
} from "lucide-react";

/** Icon names staff can give a service; anything else gets the default. */
const ICONS: Record<string, LucideIcon> = {
  AppWindow,
  BarChart3,
  Bot,
  ClipboardCheck,
  Database,
  GraduationCap,
  Globe,
  LifeBuoy,
  Lightbulb,
  ShieldCheck,
  Workflow,
};

/** The names the services editor offers. */
export const SERVICE_ICON_NAMES = Object.keys(ICONS);

export function ServiceIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name ? ICONS[name] : undefined) ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}
