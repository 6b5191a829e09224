import { imageAttributes } from "~/lib/media";

import type { HeroSlide } from "~/schemas/home";

/** Decorative glows and a faint grid: the hero's look when no image or video is set, and its tint otherwise. */
function Glows() {
  return (
    <>
      <div
        className="absolute inset-0"
        style={{
          backgroundImage:
            "radial-gradient(60rem 30rem at 15% -10%, rgb(79 70 229 / 0.45), transparent 70%), radial-gradient(50rem 28rem at 95% 10%, rgb(124 58 237 / 0.35), transparent 70%), radial-gradient(40rem 24rem at 60% 110%, rgb(6 182 212 / 0.22), transparent 70%)",
        }}
      />
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            "linear-gradient(rgb(255 255 255) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255) 1px, transparent 1px)",
          backgroundSize: "48px 48px",
          maskImage: "radial-gradient(ellipse at center, black 30%, transparent 75%)",
        }}
      />
    </>
  );
}

/**
 * The width the background image is asked for. It lies under a 75–95% dark overlay, so a phone asks
 * for half its screen's width: at 2× and 3× it takes the 640 px size (~35 kB for a photo) instead
 * of the 960 or 1280 one (55–70 kB), a difference hardly seen through the overlay, and the
 * page's largest paint comes sooner on a slow connection (ADR 0042).
 */
const HERO_BACKGROUND_SIZES = "(max-width: 767px) 50vw, 100vw";

/** The first active slide's video or image, under a dark overlay, drives the hero's background. */
export function HeroBackground({ slide }: { slide: HeroSlide | undefined }) {
  const video = slide?.backgroundVideo ?? null;
  const image = slide?.backgroundImage ?? null;
  const kind = video ? "video" : image ? "image" : "gradient";
  const sized = slide?.backgroundImageSizes ? imageAttributes(slide.backgroundImageSizes, HERO_BACKGROUND_SIZES) : null;
  return (
    <div aria-hidden="true" data-testid="hero-background" data-kind={kind} className="absolute inset-0 -z-10 bg-night">
      {video ? (
        <video
          className="absolute inset-0 h-full w-full object-cover"
          src={video}
          poster={sized?.src ?? image ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
        />
      ) : image ? (
        <img
          className="absolute inset-0 h-full w-full object-cover"
          src={image}
          alt=""
          width={1920}
          height={1080}
          {...sized}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      {kind !== "gradient" ? (
        <div className="absolute inset-0 bg-gradient-to-b from-night/85 via-night/75 to-night/95" />
      ) : null}
      <Glows />
    </div>
  );
}
