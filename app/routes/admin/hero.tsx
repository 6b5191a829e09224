import { CircleAlertIcon, GalleryHorizontalEndIcon, PlusIcon } from "lucide-react";
import { data, Link } from "react-router";

import { DeleteConfirmation } from "~/components/admin/delete-link";
import { FormError } from "~/components/admin/form-field";
import { SlideForm } from "~/components/admin/hero/slide-form";
import { SlideList } from "~/components/admin/hero/slide-list";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { imageAttributes } from "~/lib/media";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { heroActionSchema } from "~/schemas/admin/hero";
import type { AdminHeroSlide } from "~/schemas/admin/hero";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import {
  createHeroSlide,
  deleteHeroSlide,
  listHeroSlides,
  setHeroSlideActive,
  updateHeroSlide,
  type HeroRow,
} from "~/server/hero.server";
import { findResponsiveImages } from "~/server/media.server";
import { requireScreen } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/hero";

const t = ru.adminHero;
const PATH = ADMIN_SCREENS.hero.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

async function toAdminSlides(rows: HeroRow[]): Promise<AdminHeroSlide[]> {
  const images = await findResponsiveImages(rows.flatMap((row) => (row.backgroundImage ? [row.backgroundImage] : [])));
  return rows.map((row) => {
    const sizes = row.backgroundImage ? images.get(row.backgroundImage) : undefined;
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      badgeText: row.badgeText,
      ctaText: row.ctaText,
      ctaLink: row.ctaLink,
      backgroundImage: row.backgroundImage,
      backgroundVideo: row.backgroundVideo,
      founderImage: row.founderImage,
      animationType: row.animationType,
      language: row.language,
      isActive: row.isActive,
      showFounder: row.showFounder,
      stats: row.stats ?? [],
      slideOrder: row.slideOrder,
      thumbnail: sizes ? imageAttributes(sizes, "6rem") : null,
    };
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "hero");
  const params = new URL(request.url).searchParams;
  let slides: AdminHeroSlide[];
  try {
    slides = await toAdminSlides(await listHeroSlides());
  } catch (error) {
    console.error("Hero slides could not be loaded:", error);
    return data({ loadFailed: true as const }, { status: 500 });
  }
  // ?new opens an empty form, ?edit=id the slide's; ?delete=id asks first when JavaScript is off.
  // This screen still shows its controls to every role that views it (the server refuses a
  // marketer's writes), so the address opens them for every viewer too.
  const { creating, editing, deleting } = addressState(params, slides, { canEdit: true });
  return { loadFailed: false as const, slides, creating, editing, deleting };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "hero", "edit");
  const submission = await parseAdminForm(request, heroActionSchema);
  // Adding or removing a stats row without JavaScript comes back as the form's new state.
  if (submission.status === undefined) return invalidForm(submission, { status: 200 });
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const success = (description: string) =>
    redirectWithToast(PATH, { kind: "success", title: ru.toast.successTitle, description });
  // A save the database refused for a reason the form could not foresee: the screen's failure text.
  const failed = (error: unknown, formError: string) => {
    console.error(`Hero ${input.intent} failed:`, error);
    return invalidForm(submission, { formError, status: 500 });
  };
  switch (input.intent) {
    case "create": {
      const { intent: _intent, ...slide } = input;
      try {
        await createHeroSlide(slide, user);
      } catch (error) {
        return failed(error, t.createFailed);
      }
      return success(t.created);
    }
    case "update": {
      const { intent: _intent, id, ...slide } = input;
      let saved;
      try {
        saved = await updateHeroSlide(id, slide, user);
      } catch (error) {
        return failed(error, t.updateFailed);
      }
      return saved ? success(t.updated) : invalidForm(submission, { formError: t.updateFailed, status: 404 });
    }
    case "toggle": {
      const active = input.active === "true";
      let saved;
      try {
        saved = await setHeroSlideActive(input.id, active, user);
      } catch (error) {
        return failed(error, t.statusFailed);
      }
      if (!saved) return invalidForm(submission, { formError: t.statusFailed, status: 404 });
      return success(active ? t.activated : t.deactivated);
    }
    case "delete": {
      let deleted;
      try {
        deleted = await deleteHeroSlide(input.id, user);
      } catch (error) {
        return failed(error, t.deleteFailed);
      }
      return deleted ? success(t.deleted) : invalidForm(submission, { formError: t.deleteFailed, status: 404 });
    }
  }
}

type Intent = "create" | "update" | "toggle" | "delete";

function replyFor(actionData: FormReply | undefined, intents: readonly Intent[]) {
  const intent = actionData?.result.initialValue?.intent;
  return typeof intent === "string" && (intents as readonly string[]).includes(intent) ? actionData?.result : undefined;
}

export default function HeroScreen({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.loadFailed) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Notice icon={CircleAlertIcon} tone="warning" title={t.loadFailed} />
        <FormError errors={[t.loadFailed]} />
      </div>
    );
  }
  const { slides, creating, editing, deleting } = loaderData;
  const formReply = replyFor(actionData, ["create", "update"]);
  // A refused save keeps its form open, whatever address it was posted to.
  const formOpen = creating || editing !== null || formReply?.initialValue?.intent === "create";
  const listReply = replyFor(actionData, ["toggle", "delete"]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <Button asChild>
            <Link to="?new">
              <PlusIcon aria-hidden="true" />
              {t.add}
            </Link>
          </Button>
        }
      />
      {formOpen ? (
        <SlideForm
          key={editing?.id ?? "new"}
          slide={editing}
          lastResult={formReply}
          closeTo={PATH}
        />
      ) : null}
      {deleting ? <DeleteConfirmation item={deleting} labels={t} closeTo={PATH} /> : null}
      <FormError errors={listReply?.error?.[""] ?? undefined} />
      <section aria-labelledby="hero-slides-title" className="flex flex-col gap-3">
        <h2 id="hero-slides-title" className="sr-only">
          {t.listTitle}
        </h2>
        {slides.length === 0 ? (
          <Notice icon={GalleryHorizontalEndIcon} title={t.empty} text={t.emptyText} />
        ) : (
          <SlideList slides={slides} />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
