import type { HeroStat } from "~/lib/constants";
import type { ImageAttributes } from "~/lib/media";

/** One hero_content row as the Hero screen shows and edits it. */
export type AdminHeroSlide = {
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  badgeText: string | null;
  ctaText: string | null;
  ctaLink: string | null;
  backgroundImage: string | null;
  backgroundVideo: string | null;
  founderImage: string | null;
  animationType: string;
  language: string;
  isActive: boolean;
  showFounder: boolean;
  stats: HeroStat[];
  slideOrder: number;
  /** A small size of the background for the list, when it is an upload. */
  thumbnail: ImageAttributes | null;
};
