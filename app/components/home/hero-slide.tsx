import { clsx } from "clsx";
import { ArrowRight, Bot, Sparkles } from "lucide-react";

import { useStrings } from "~/i18n/strings";
import type { HeroAnimation } from "~/lib/constants";
import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";
import { safeHref } from "~/lib/safe-link";

import { heroStatIcon } from "./hero-icons";
import type { HeroSlide } from "~/schemas/home";
import { PageLink } from "~/components/site/page-link";

const DEFAULT_FOUNDER_IMAGE = "/images/founder.svg";

/** The panel is at most 21rem wide (lg), 20rem (sm) and 17rem on phones. */
const FOUNDER_SIZES = "(min-width: 1024px) 21rem, (min-width: 640px) 20rem, 17rem";

/** Written out whole so Tailwind finds them; the keyframes are in app.css. */
const ENTER_ANIMATION: Record<HeroAnimation, string> = {
  "fade-in": "animate-hero-fade-in",
  "slide-up": "animate-hero-slide-up",
  "zoom-in": "animate-hero-zoom-in",
  bounce: "animate-hero-bounce",
};

/** Site paths go through the router; anchors such as '#demo' and other sites stay plain links. */
function CtaLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <PageLink to={href} className={className}>
        {children}
      </PageLink>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function HeroStats({ stats }: { stats: HeroSlide["stats"] }) {
  if (stats.length === 0) return null;
  return (
    <ul className="mt-8 grid max-w-2xl grid-cols-1 gap-3 min-[420px]:grid-cols-3">
      {stats.map((stat, i) => {
        const { name, Icon } = heroStatIcon(stat.icon);
        return (
          <li
            key={i}
            className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-3 min-[420px]:flex-col min-[420px]:items-start lg:flex-row lg:items-center"
          >
            <span
              data-testid="hero-stat-icon"
              data-icon={name}
              className="grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary/60 to-accent/60 text-white"
            >
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-xl font-bold leading-tight text-white">{stat.value}</span>
              <span className="block text-sm leading-snug text-slate-300">{stat.label}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A soft halo drawn with gradients: a CSS blur filter of this size is costly to paint on phones. */
function PanelGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute -inset-10"
      style={{
        backgroundImage:
          "radial-gradient(closest-side at 30% 70%, rgb(79 70 229 / 0.45), transparent), radial-gradient(closest-side at 75% 30%, rgb(124 58 237 / 0.4), transparent), radial-gradient(closest-side at 70% 85%, rgb(34 211 238 / 0.22), transparent)",
      }}
    />
  );
}

function FounderPanel({
  image,
  sizes,
  name,
  eager,
}: {
  image: string | null;
  sizes: ResponsiveImageSource | null;
  name: string | null;
  eager: boolean;
}) {
  const t = useStrings().home.hero;
  return (
    <figure className="relative mx-auto w-full max-w-[17rem] sm:max-w-xs lg:max-w-[21rem]">
      <PanelGlow />
      <div className="relative overflow-hidden rounded-[2rem] border border-white/15 bg-white/5 shadow-2xl">
        <img
          src={image ?? DEFAULT_FOUNDER_IMAGE}
          {...(sizes ? imageAttributes(sizes, FOUNDER_SIZES) : {})}
          alt={name ?? t.founderAlt}
          width={480}
          height={560}
          className="aspect-[6/7] w-full object-cover"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <figcaption className="absolute inset-x-3 bottom-3 rounded-2xl border border-white/10 bg-night/85 px-4 py-3">
          {name ? <span className="block font-semibold text-white">{name}</span> : null}
          <span className="block text-sm text-slate-300">{t.founderRole}</span>
        </figcaption>
      </div>
    </figure>
  );
}

function AgentsPanel() {
  const t = useStrings().home.hero;
  return (
    <div className="relative mx-auto w-full max-w-md">
      <PanelGlow />
      <div className="relative rounded-[2rem] border border-white/15 bg-[#161a33]/90 p-5 shadow-2xl sm:p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-2xl bg-gradient-to-br from-primary to-accent">
            <Bot className="size-6 text-white" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold text-white">{t.agents.title}</p>
          <span className="ml-auto inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-2.5 py-1 text-xs font-medium text-emerald-300">
            <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
            {t.agents.status}
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {t.agents.items.map((item) => (
            <li
              key={item.name}
              className="flex items-center gap-3 rounded-2xl border border-white/10 bg-night/40 px-4 py-3"
            >
              <Sparkles className="size-4 shrink-0 text-indigo-300" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-white">{item.name}</span>
                <span className="block text-xs text-slate-300">{item.task}</span>
              </span>
              <span className="ml-auto rounded-lg bg-white/10 px-2 py-1 text-xs font-semibold text-white">
                {item.metric}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-xs text-slate-300">{t.agents.footer}</p>
      </div>
    </div>
  );
}

type HeroSlideViewProps = {
  slide: HeroSlide;
  index: number;
  total: number;
  active: boolean;
  /** Play the slide's entrance animation when it is shown. */
  animate: boolean;
  founderName: string | null;
};

/**
 * All slides share one grid cell, so the hero is as tall as its tallest slide from the first
 * server render on and switching slides never moves the page below it.
 */
export function HeroSlideView({ slide, index, total, active, animate, founderName }: HeroSlideViewProps) {
  const t = useStrings().home.hero;
  // One h1 per page: the first slide's title; the others are alternatives to it.
  const Title = index === 0 ? "h1" : "h2";
  const carousel = total > 1;
  // Staff type this link: one that is not a web page, mail, phone or site path shows no button.
  const ctaHref = safeHref(slide.ctaLink, "site");
  return (
    <div
      role={carousel ? "group" : undefined}
      aria-roledescription={carousel ? t.slideRole : undefined}
      aria-label={carousel ? t.slidePosition(index + 1, total) : undefined}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-testid="hero-slide"
      data-active={active}
      data-animation={slide.animation}
      className={clsx(
        "grid items-center gap-12 transition-[opacity,visibility] duration-700 [grid-area:1/1] lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16",
        // The class comes with being shown, so the slide plays its entrance each time it is shown.
        active ? ["visible opacity-100", animate && ENTER_ANIMATION[slide.animation]] : "invisible opacity-0",
      )}
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/[0.06] px-3.5 py-1.5 text-xs font-medium text-indigo-100 sm:text-sm">
          <Sparkles className="size-4 text-indigo-300" aria-hidden="true" />
          {slide.badgeText}
        </p>
        <Title className="mt-5 text-4xl font-bold leading-[1.1] tracking-tight text-balance text-white sm:text-5xl lg:text-[3.25rem]">
          {slide.title}
        </Title>
        {slide.subtitle ? (
          <p className="mt-4 bg-gradient-to-r from-indigo-300 via-violet-300 to-cyan-300 bg-clip-text text-xl font-semibold text-transparent sm:text-2xl">
            {slide.subtitle}
          </p>
        ) : null}
        {slide.description ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-300 sm:text-lg">{slide.description}</p>
        ) : null}
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          {slide.ctaText && ctaHref ? (
            <CtaLink
              href={ctaHref}
              className="btn bg-gradient-to-r from-primary to-accent px-6 text-white shadow-lg shadow-primary/30 hover:from-primary-600 hover:to-accent"
            >
              {slide.ctaText}
              <ArrowRight className="size-4" aria-hidden="true" />
            </CtaLink>
          ) : null}
          <PageLink to="/contact" className="btn btn-ghost-light px-6">
            {t.secondaryCta}
          </PageLink>
        </div>
        <HeroStats stats={slide.stats} />
      </div>
      <div>
        {slide.showFounder ? (
          <FounderPanel
            image={slide.founderImage}
            sizes={slide.founderImageSizes}
            name={founderName}
            eager={index === 0}
          />
        ) : (
          <AgentsPanel />
        )}
      </div>
    </div>
  );
}
