import { BriefcaseIcon, HandshakeIcon, UsersIcon } from "lucide-react";
import { data, useNavigation } from "react-router";
import { z } from "zod";

import { PartnersForm, TimelineForm } from "~/components/admin/about/list-forms";
import { AboutTextsForm } from "~/components/admin/about/texts-form";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import * as ru from "~/i18n/ru";
import { localizedPath, type SiteLanguage } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { COMPANY_TEXTS_ID } from "~/lib/translatable";
import { ABOUT_TEXT_KEYS, aboutActionSchema } from "~/schemas/admin/about";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import type { FormReply } from "~/schemas/admin/form-reply";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { getCompanyFigures } from "~/server/company.server";
import { aboutComplete, COMPANY_TRANSLATIONS } from "~/server/company-translations.server";
import { assistantMode } from "~/server/llm-client.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { readSiteSettings, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import { answerTranslationIntent, loadTranslationEditor } from "~/server/translation-screen.server";

import type { Route } from "./+types/about";

const t = ru.adminAbout;
const PATH = ADMIN_SCREENS.about.path;

type Intent = "texts" | "timeline" | "partners" | "translate";
const tc = ru.adminTeamTranslations.company;

/** The screen's own forms and the translation ones (ADR 0074). */
const actionSchema = z.discriminatedUnion("intent", [...aboutActionSchema.options, ...TRANSLATION_SCHEMAS]);

/** The company's texts in a language: `?lang=kz` is their Kazakh beside the Russian. */
const editorHref = (language: SiteLanguage) => (language === "ru" ? PATH : `${PATH}?lang=${language}`);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "about");
  const [settings, figures] = await Promise.all([
    readSiteSettings([...ABOUT_TEXT_KEYS, "company_timeline", "company_partners"]),
    getCompanyFigures(),
  ]);
  const { company_timeline: timeline, company_partners: partners, ...texts } = settings;
  // ?lang=kz: the company's Kazakh beside its Russian; a marketer may read it too.
  const translation = await loadTranslationEditor(COMPANY_TRANSLATIONS, request, COMPANY_TEXTS_ID, (view) =>
    aboutComplete(view.fields) ? localizedPath(view.language, "/about") : null,
  );
  return {
    texts,
    timeline,
    partners,
    figures,
    canEdit: userCan(user, ADMIN_SCREENS.about.edit),
    aiAvailable: assistantMode() === "llm",
    // The editor tells whether /about is on the site: every text but the team's intro.
    translation: translation ? { ...translation, complete: aboutComplete(translation.fields) } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "about", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  // A row added, moved or removed without JavaScript: the form comes back with its list changed,
  // and nothing is saved until the save button is pressed.
  if (submission.status === undefined) return data<FormReply>({ result: submission.reply() });
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent === "translate" || input.intent === "review" || input.intent === "translate-ai") {
    return answerTranslationIntent(COMPANY_TRANSLATIONS, input, submission, user, editorHref(input.language), { notFound: tc.notFound, unknownField: tc.unknownField });
  }
  const { intent, ...values } = input;
  try {
    await saveSiteSettings(values, user);
  } catch (error) {
    if (error instanceof SettingsValidationError) return invalidForm(submission, { fieldErrors: error.fieldErrors });
    console.error(`Company info (${intent}) could not be saved:`, error);
    return invalidForm(submission, { formError: t.failed, status: 500 });
  }
  return redirectWithToast(PATH, { kind: "success", title: t.saved });
}

/** The action's answer belongs to the form whose `intent` was posted. */
function replyFor(actionData: FormReply | undefined, intent: Intent) {
  return actionData?.result.initialValue?.intent === intent ? actionData.result : undefined;
}

export default function AboutScreen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.formMethod === "POST" ? navigation.formData?.get("intent") : null;
  const { figures, canEdit, aiAvailable, translation } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />

      <section aria-labelledby="about-figures" className="flex flex-col gap-3">
        <h2 id="about-figures" className="sr-only">
          {t.figures}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t.projects} value={String(figures.completedProjects)} icon={BriefcaseIcon} tone="indigo" />
          <StatCard label={t.experts} value={String(figures.experts)} icon={UsersIcon} tone="emerald" />
          <StatCard label={t.partnersCount} value={String(loaderData.partners.length)} icon={HandshakeIcon} tone="violet" />
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.figuresLead}</p>
      </section>

      {canEdit ? <TranslateAllForm action={ADMIN_SCREENS.about.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}
      <EditLanguageSwitch current={translation?.language ?? "ru"} hrefOf={editorHref} />
      {translation ? (
        <TranslationEditor translation={translation} canEdit={canEdit} lastResult={replyFor(actionData, "translate")} closeTo={PATH} words={tc} />
      ) : (
        <>
          <AboutTextsForm
            texts={loaderData.texts}
            lastResult={replyFor(actionData, "texts")}
            saving={posting === "texts"}
            canEdit={canEdit}
          />
          <TimelineForm
            rows={loaderData.timeline}
            lastResult={replyFor(actionData, "timeline")}
            saving={posting === "timeline"}
            canEdit={canEdit}
          />
          <PartnersForm
            rows={loaderData.partners}
            lastResult={replyFor(actionData, "partners")}
            saving={posting === "partners"}
            canEdit={canEdit}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
