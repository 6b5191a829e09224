import { BriefcaseBusinessIcon } from "lucide-react";
import { z } from "zod";

import { ListScreenHeader } from "~/components/admin/list-screen-header";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ServiceCard } from "~/components/admin/services/service-card";
import { ServiceForm } from "~/components/admin/services/service-form";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { localizedPath } from "~/lib/languages";
import { translationEditorHref } from "~/lib/translatable";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { serviceActionSchema, serviceColumns, SERVICE_KINDS, type ServiceKind } from "~/schemas/admin/services";
import type { ServiceCardData, ServiceFormDefaults } from "~/schemas/admin/services";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { assistantMode } from "~/server/llm-client.server";
import { runOrderedListAction } from "~/server/ordered-list-action.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { SERVICE_TRANSLATIONS } from "~/server/service-translations.server";
import { answerTranslationIntent, loadTranslationEditor, namedItem } from "~/server/translation-screen.server";
import {
  createService,
  deleteService,
  listServicesForAdmin,
  moveService,
  setServiceVisible,
  updateService,
  type AdminService,
} from "~/server/services.server";

import type { Route } from "./+types/services";

const t = ru.adminServices;
const PATH = ADMIN_SCREENS.services.path;

/** Everything the screen posts: the list's own intents and the translation ones (ADR 0070, 0073). */
const actionSchema = z.discriminatedUnion("intent", [...serviceActionSchema.options, ...TRANSLATION_SCHEMAS]);


export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

const NEW_SERVICE: ServiceFormDefaults = { intent: "save", kind: "main", priceKind: "from", features: [""], benefits: [""] };

/** '500000' as staff would type it: '500 000'. */
function groupDigits(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

function formValues(service: AdminService): ServiceFormDefaults {
  return {
    intent: "save",
    id: service.id,
    title: service.title,
    kind: service.kind as ServiceKind,
    category: service.category ?? "",
    description: service.description,
    features: service.features.length > 0 ? service.features : [""],
    benefits: service.benefits.length > 0 ? service.benefits : [""],
    priceKind: service.priceAmount === null ? "label" : service.pricePeriod === "month" ? "monthly" : "from",
    priceAmount: service.priceAmount === null ? "" : groupDigits(service.priceAmount),
    priceLabel: service.priceLabel ?? "",
    duration: service.duration ?? "",
    icon: service.icon ?? "",
  };
}

function cardData(service: AdminService): ServiceCardData {
  const { id, title, kind, category, description, features, price, duration, icon, isVisible } = service;
  return { id, title, kind, category, description, features, price, duration, icon, isVisible };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "services");
  // A marketer reads the screen without the controls the server would refuse.
  const canEdit = userCan(user, ADMIN_SCREENS.services.edit);
  const services = await listServicesForAdmin();
  // Idle, creating (?new) or editing (?edit=id); ?delete=id asks first when JavaScript is off.
  const { creating, editing, deleting } = addressState(request, services, { canEdit });
  // ?edit=<id>&lang=kz: the service's Kazakh beside its Russian; a marketer may read it too.
  const edited = services.find((s) => s.id === namedItem(request, services));
  const translation = await loadTranslationEditor(SERVICE_TRANSLATIONS, request, edited?.id ?? null, (view) =>
    view.complete && edited?.isVisible ? localizedPath(view.language, `/services#${edited.slug}`) : null,
  );
  return {
    canEdit,
    aiAvailable: assistantMode() === "llm",
    services: services.map(cardData),
    translation: translation ? { ...translation, visible: edited?.isVisible ?? false } : null,
    form: translation
      ? null
      : editing
      ? { service: { id: editing.id, title: editing.title }, defaultValue: formValues(editing) }
      : creating
        ? { service: null, defaultValue: NEW_SERVICE }
        : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    categories: [...new Set(services.map((s) => s.category).filter((c): c is string => Boolean(c)))].sort(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "services", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  // No status: conform's list buttons without JavaScript (a row added or removed), not a refusal.
  if (submission.status !== "success") return invalidForm(submission, { status: submission.status ? 400 : 200 });
  const input = submission.value;

  if (input.intent === "translate" || input.intent === "review" || input.intent === "translate-ai") {
    return answerTranslationIntent(SERVICE_TRANSLATIONS, input, submission, user, `${PATH}${translationEditorHref(input.id, input.language)}`, { notFound: t.notFound, unknownField: t.translations.unknownField });
  }

  // Deletes are the admin's alone for blog, cases, team and media only: editors delete services.
  return runOrderedListAction({
    submission,
    input,
    actor: user,
    path: PATH,
    columns: serviceColumns,
    store: { create: createService, update: updateService, remove: deleteService, setVisible: setServiceVisible, move: moveService },
    messages: t,
  });
}

export default function ServicesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { canEdit, aiAvailable, services, form, deleting, categories, translation } = loaderData;
  const saveReply = actionData?.result.initialValue?.intent === "save" ? actionData.result : undefined;
  const translateReply = actionData?.result.initialValue?.intent === "translate" ? actionData.result : undefined;
  const edited = translation?.item.id ?? form?.service?.id;
  return (
    <div className="flex flex-col gap-6">
      <ListScreenHeader labels={t} showAdd={canEdit && form?.service !== null} deleting={deleting} closeTo={PATH} />
      {edited ? <EditLanguageSwitch current={translation?.language ?? "ru"} hrefOf={(language) => translationEditorHref(edited, language)} /> : null}
      {translation ? (
        <TranslationEditor
          translation={translation}
          canEdit={canEdit}
          lastResult={translateReply}
          closeTo={PATH}
          words={translation.visible ? t.translations : { ...t.translations, published: t.translations.publishedHidden }}
        />
      ) : null}
      {form ? (
        <ServiceForm
          key={form.service?.id ?? "new"}
          service={form.service}
          defaultValue={form.defaultValue}
          lastResult={saveReply}
          categories={categories}
          closeTo={PATH}
        />
      ) : null}
      {canEdit ? <TranslateAllForm action={ADMIN_SCREENS.services.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}
      {services.length === 0 ? (
        <Notice icon={BriefcaseBusinessIcon} title={t.empty} text={t.emptyText} />
      ) : (
        SERVICE_KINDS.map((kind) => {
          const group = services.filter((s) => s.kind === kind);
          return (
            <section key={kind} aria-labelledby={`services-${kind}`} className="flex flex-col gap-3">
              <h2 id={`services-${kind}`} className="text-lg font-semibold">
                {t.groups[kind]} <span className="text-slate-500 dark:text-slate-400">· {group.length}</span>
              </h2>
              {group.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t.groupEmpty}</p>
              ) : (
                <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                  {group.map((service, index) => (
                    <ServiceCard
                      key={service.id}
                      service={service}
                      actions={canEdit ? { first: index === 0, last: index === group.length - 1 } : null}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
