import type { HeroAnimation, HeroStat } from "~/lib/constants";
import type { ResponsiveImageSource } from "~/lib/media";

/**
 * One active hero slide as the public slider renders it, with the defaults (badge text, '#demo'
 * link) already applied.
 */
export type HeroSlide = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  badgeText: string;
  ctaText: string | null;
  ctaLink: string;
  backgroundImage: string | null;
  /** The background's web-friendly sizes when it is an upload of this site, for srcset. */
  backgroundImageSizes: ResponsiveImageSource | null;
  backgroundVideo: string | null;
  founderImage: string | null;
  founderImageSizes: ResponsiveImageSource | null;
  showFounder: boolean;
  stats: HeroStat[];
  /** How the slide enters when it is shown: fade-in, slide-up, zoom-in or bounce. */
  animation: HeroAnimation;
};

export type AdvantageItem = {
  id: string;
  title: string;
  description: string;
  icon: string;
  stat: { value: string; label: string } | null;
};

export type ServiceTeaser = {
  id: string;
  title: string;
  description: string;
  icon: string | null;
  price: string;
  duration: string | null;
};
