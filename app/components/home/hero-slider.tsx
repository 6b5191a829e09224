import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useState } from "react";

import { useStrings } from "~/i18n/strings";

import { HeroBackground } from "./hero-background";
import { HeroSlideView } from "./hero-slide";
import type { HeroSlide } from "~/schemas/home";

/** The same frame for every state, so the loading and empty states take the hero's place without a jump. */
function HeroFrame({
  slide,
  label,
  children,
}: {
  slide?: HeroSlide;
  label?: string;
  children: React.ReactNode;
}) {
  const t = useStrings().home.hero;
  return (
    <section
      aria-label={label}
      aria-roledescription={label ? t.carouselRole : undefined}
      className="relative isolate flex min-h-[40rem] items-start overflow-hidden bg-night py-12 text-white sm:min-h-[44rem] sm:py-16 lg:items-center"
    >
      <HeroBackground slide={slide} />
      <div className="container-page w-full">{children}</div>
    </section>
  );
}

function SlideControls({
  total,
  current,
  onSelect,
}: {
  total: number;
  current: number;
  onSelect: (index: number) => void;
}) {
  const t = useStrings().home.hero;
  const arrow =
    "grid size-11 place-items-center rounded-full border border-white/20 bg-white/5 text-white transition-colors hover:bg-white/15";
  return (
    <div className="mt-8 flex items-center gap-4 lg:mt-10">
      <button
        type="button"
        className={arrow}
        aria-label={t.previous}
        onClick={() => onSelect((current - 1 + total) % total)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <div className="flex items-center">
        {Array.from({ length: total }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={t.slideDot(i + 1)}
            aria-current={i === current ? "true" : undefined}
            onClick={() => onSelect(i)}
            className="group grid h-11 min-w-6 place-items-center px-1"
          >
            <span
              className={clsx(
                "block h-2 rounded-full transition-all duration-300",
                i === current
                  ? "w-8 bg-gradient-to-r from-indigo-300 to-violet-300"
                  : "w-2 bg-white/40 group-hover:bg-white/70",
              )}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={arrow}
        aria-label={t.next}
        onClick={() => onSelect((current + 1) % total)}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

type HeroSliderProps = {
  /** Undefined while the slides are still being fetched in the browser; the server always has them. */
  slides: HeroSlide[] | undefined;
  founderName: string | null;
};

/**
 * The home page's hero: the active slides in slide_order, with previous/next buttons and dots when
 * there are several. Slides change only when the visitor asks: an automatic rotation would need a
 * pause control to be accessible and would move content under a reader's eyes.
 */
export function HeroSlider({ slides, founderName }: HeroSliderProps) {
  const t = useStrings().home.hero;
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(false);

  if (!slides) {
    return (
      <HeroFrame>
        <div role="status" aria-label={t.loading} className="grid place-items-center">
          <LoaderCircle className="size-10 animate-spin text-indigo-300" aria-hidden="true" />
        </div>
      </HeroFrame>
    );
  }

  if (slides.length === 0) {
    return (
      <HeroFrame>
        <div className="mx-auto max-w-xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.emptyTitle}</h1>
          <p className="mt-4 text-lg text-slate-300">{t.emptyText}</p>
        </div>
      </HeroFrame>
    );
  }

  const total = slides.length;
  const active = Math.min(current, total - 1);
  return (
    <HeroFrame slide={slides[0]} label={total > 1 ? t.label : undefined}>
      <div className="grid" aria-live={total > 1 ? "polite" : undefined}>
        {slides.map((slide, i) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            index={i}
            total={total}
            active={i === active}
            // The slide a visitor lands on is the page's largest paint: it is there at once, and
            // only slides shown later play their entrance.
            animate={moved}
            founderName={founderName}
          />
        ))}
      </div>
      {total > 1 ? (
        <SlideControls
          total={total}
          current={active}
          onSelect={(index) => {
            setMoved(true);
            setCurrent(index);
          }}
        />
      ) : null}
    </HeroFrame>
  );
}
