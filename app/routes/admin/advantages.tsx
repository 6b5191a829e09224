import { SparklesIcon } from "lucide-react";

import { z } from "zod";

import { AdvantageCard, AdvantageForm } from "~/components/admin/advantages/advantage-views";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { ListScreenHeader } from "~/components/admin/list-screen-header";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { localizedPath } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { translationEditorHref } from "~/lib/translatable";
import { advantageActionSchema, advantageColumns } from "~/schemas/admin/advantages";
import type { AdvantageCardData, AdvantageFormDefaults } from "~/schemas/admin/advantages";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { ADVANTAGE_TRANSLATIONS } from "~/server/advantage-translations.server";
import {
  createAdvantage,
  deleteAdvantage,
  listAdvantagesForAdmin,
  moveAdvantage,
  setAdvantageVisible,
  updateAdvantage,
  type AdminAdvantage,
} from "~/server/advantages.server";
import { assistantMode } from "~/server/llm-client.server";
import { runOrderedListAction } from "~/server/ordered-list-action.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { answerTranslationIntent, loadTranslationEditor, namedItem } from "~/server/translation-screen.server";

import type { Route } from "./+types/advantages";

const t = ru.adminAdvantages;
const PATH = ADMIN_SCREENS.advantages.path;

/** The screen's own intents and the translation ones (ADR 0077). */
const actionSchema = z.discriminatedUnion("intent", [...advantageActionSchema.options, ...TRANSLATION_SCHEMAS]);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

function formValues(advantage: AdminAdvantage): AdvantageFormDefaults {
  return {
    intent: "save",
    id: advantage.id,
    title: advantage.title,
    category: advantage.category ?? "",
    description: advantage.description,
    icon: advantage.icon,
    statValue: advantage.statValue ?? "",
    statLabel: advantage.statLabel ?? "",
  };
}

function cardData(advantage: AdminAdvantage): AdvantageCardData {
  const { id, title, category, description, icon, statValue, statLabel, isVisible } = advantage;
  return { id, title, category, description, icon, isVisible, stat: statValue && statLabel ? { value: statValue, label: statLabel } : null };
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "advantages");
  // A marketer reads the screen without the controls the server would refuse.
  const canEdit = userCan(user, ADMIN_SCREENS.advantages.edit);
  const advantages = await listAdvantagesForAdmin();
  // Idle, creating (?new) or editing (?edit=id); ?delete=id asks first when JavaScript is off.
  const { creating, editing, deleting } = addressState(request, advantages, { canEdit });
  // ?edit=<id>&lang=kz: the advantage's Kazakh beside its Russian; a marketer may read it too.
  const translation = await loadTranslationEditor(
    ADVANTAGE_TRANSLATIONS,
    request,
    namedItem(request, advantages),
    (view) => (view.complete && view.item.status === "visible" ? localizedPath(view.language, "/") : null),
  );
  return {
    canEdit,
    aiAvailable: assistantMode() === "llm",
    advantages: advantages.map(cardData),
    translation,
    form: translation
      ? null
      : editing
      ? { advantage: { id: editing.id, title: editing.title }, defaultValue: formValues(editing) }
      : creating
        ? { advantage: null, defaultValue: { intent: "save" } satisfies AdvantageFormDefaults }
        : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    categories: distinct(advantages.map((a) => a.category)).sort(),
    icons: distinct(advantages.map((a) => a.icon)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "advantages", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent === "translate" || input.intent === "review" || input.intent === "translate-ai") {
    return answerTranslationIntent(ADVANTAGE_TRANSLATIONS, input, submission, user, `${PATH}${translationEditorHref(input.id, input.language)}`);
  }
  // Deletes are the admin's alone for blog, cases, team and media only: editors delete advantages.
  return runOrderedListAction({
    submission,
    input,
    actor: user,
    path: PATH,
    columns: advantageColumns,
    store: { create: createAdvantage, update: updateAdvantage, remove: deleteAdvantage, setVisible: setAdvantageVisible, move: moveAdvantage },
    messages: t,
  });
}

export default function AdvantagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { canEdit, aiAvailable, advantages, form, deleting, categories, icons, translation } = loaderData;
  const saveReply = actionData?.result.initialValue?.intent === "save" ? actionData.result : undefined;
  const translateReply = actionData?.result.initialValue?.intent === "translate" ? actionData.result : undefined;
  const editedId = translation?.item.id ?? form?.advantage?.id;
  return (
    <div className="flex flex-col gap-6">
      <ListScreenHeader labels={t} showAdd={canEdit && form?.advantage !== null} deleting={deleting} closeTo={PATH} />
      {editedId ? <EditLanguageSwitch current={translation?.language ?? "ru"} hrefOf={(language) => translationEditorHref(editedId, language)} /> : null}
      {translation ? (
        <TranslationEditor translation={translation} canEdit={canEdit} lastResult={translateReply} closeTo={PATH} />
      ) : null}
      {form ? (
        <AdvantageForm
          key={form.advantage?.id ?? "new"}
          advantage={form.advantage}
          defaultValue={form.defaultValue}
          lastResult={saveReply}
          categories={categories}
          icons={icons}
          closeTo={PATH}
        />
      ) : null}
      {canEdit ? <TranslateAllForm action={ADMIN_SCREENS.advantages.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}
      {advantages.length === 0 ? (
        <Notice icon={SparklesIcon} title={t.empty} text={t.emptyText} />
      ) : (
        <ul aria-label={t.title} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {advantages.map((advantage, index) => (
            <AdvantageCard
              key={advantage.id}
              advantage={advantage}
              actions={canEdit ? { first: index === 0, last: index === advantages.length - 1 } : null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
