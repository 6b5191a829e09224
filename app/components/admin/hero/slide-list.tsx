import { FilmIcon, ImageIcon, PencilIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

import type { AdminHeroSlide } from "~/schemas/admin/hero";

const t = ru.adminHero;

function labelOf<T extends Record<string, string>>(labels: T, key: string): string {
  return key in labels ? labels[key as keyof T]! : key;
}

/** The slides by slide_order (the loader's order), each with its switch, edit and delete. */
export function SlideList({ slides }: { slides: AdminHeroSlide[] }) {
  return (
    <ul aria-label={t.listTitle} className="flex flex-col gap-3">
      {slides.map((slide) => (
        <SlideRow key={slide.id} slide={slide} />
      ))}
    </ul>
  );
}

function SlideRow({ slide }: { slide: AdminHeroSlide }) {
  const navigation = useNavigation();
  const pending = navigation.formData;
  // The switch shows the state asked for while the request runs.
  const asked =
    pending?.get("intent") === "toggle" && pending.get("id") === slide.id ? pending.get("active") === "true" : null;
  const active = asked ?? slide.isActive;
  return (
    <li data-testid="hero-admin-slide" data-id={slide.id}>
      <Card className="py-0">
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:px-5">
          <div className="flex min-w-0 flex-1 items-start gap-4">
            <Preview slide={slide} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{t.order(slide.slideOrder)}</Badge>
                <Badge variant={active ? "success" : "secondary"}>{active ? t.active : t.inactive}</Badge>
              </div>
              <h3 className="mt-1.5 font-semibold break-words">{slide.title}</h3>
              {slide.subtitle ? (
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{slide.subtitle}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {[
                  labelOf(t.languages, slide.language),
                  labelOf(t.animations, slide.animationType),
                  t.stats.count(slide.stats.length),
                  slide.backgroundVideo ? t.video : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 sm:justify-end">
            <ActiveSwitch slide={slide} active={active} busy={asked !== null} />
            <div className="flex items-center gap-1">
              <Button asChild variant="outline" size="sm">
                <Link to={`?edit=${slide.id}`} aria-label={t.editSlide(slide.title)}>
                  <PencilIcon aria-hidden="true" />
                  <span className="hidden sm:inline">{t.edit}</span>
                </Link>
              </Button>
              <DeleteLink item={slide} labels={t} withText />
            </div>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function Preview({ slide }: { slide: AdminHeroSlide }) {
  const box = "h-14 w-24 shrink-0 rounded-md border border-slate-200 dark:border-slate-800";
  if (slide.thumbnail) {
    return <img {...slide.thumbnail} alt="" loading="lazy" decoding="async" className={cn(box, "object-cover")} />;
  }
  if (slide.backgroundImage) {
    return <img src={slide.backgroundImage} alt="" loading="lazy" decoding="async" className={cn(box, "object-cover")} />;
  }
  const Icon = slide.backgroundVideo ? FilmIcon : ImageIcon;
  return (
    <span className={cn(box, "grid place-items-center bg-gradient-to-br from-indigo-950 to-violet-900 text-indigo-200")}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{slide.backgroundVideo ? t.video : t.noBackground}</span>
    </span>
  );
}

/**
 * Toggles this slide only: several may be active at once. A plain form with a submit button, so
 * it works without JavaScript; it asks for a state rather than a flip, so a double click cannot undo itself.
 */
function ActiveSwitch({ slide, active, busy }: { slide: AdminHeroSlide; active: boolean; busy: boolean }) {
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={slide.id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={active}
        aria-label={t.switchLabel(slide.title)}
        disabled={busy}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-primary/40 disabled:cursor-wait disabled:opacity-70",
          active ? "bg-primary" : "bg-slate-300 dark:bg-slate-700",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "block size-5 rounded-full bg-white shadow-sm transition-transform",
            active ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
    </Form>
  );
}
