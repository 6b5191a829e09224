import type { HeroStat } from "~/lib/constants";

/** One active hero slide as the public slider renders it, with SPEC.md's defaults already applied. */
export type HeroSlide = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  badgeText: string;
  ctaText: string | null;
  ctaLink: string;
  backgroundImage: string | null;
  backgroundVideo: string | null;
  founderImage: string | null;
  showFounder: boolean;
  stats: HeroStat[];
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
