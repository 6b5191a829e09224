import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Building2Icon, LinkIcon, MapIcon, PhoneIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { z } from "zod";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { localizedPath, type SiteLanguage } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { CONTACT_TEXTS_ID } from "~/lib/translatable";
import { CONTACT_KEYS, contactsSchema } from "~/schemas/admin/contacts";
import type { FormReply } from "~/schemas/admin/form-reply";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { CONTACT_TRANSLATIONS } from "~/server/company-translations.server";
import { assistantMode } from "~/server/llm-client.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { readSiteSettings, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import { answerTranslationIntent, loadTranslationEditor } from "~/server/translation-screen.server";

import type { Route } from "./+types/contacts";

const t = ru.adminContacts;
const tc = ru.adminContactTranslations;
const PATH = ADMIN_SCREENS.contacts.path;

/** The contacts form, posted without an intent, or one of the translation intents (ADR 0078). */
const actionSchema = z.discriminatedUnion("intent", [contactsSchema.extend({ intent: z.undefined().optional() }), ...TRANSLATION_SCHEMAS]);

/** The contact details' free texts in a language: `?lang=kz` is their Kazakh beside the Russian. */
const editorHref = (language: SiteLanguage) => (language === "ru" ? PATH : `${PATH}?lang=${language}`);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "contacts");
  // ?lang=kz: the address and hours in Kazakh beside their Russian; a marketer may read them too.
  const [contacts, translation] = await Promise.all([
    readSiteSettings(CONTACT_KEYS),
    loadTranslationEditor(CONTACT_TRANSLATIONS, request, CONTACT_TEXTS_ID, (view) => (view.complete ? localizedPath(view.language, "/contact") : null)),
  ]);
  return { contacts, canEdit: userCan(user, ADMIN_SCREENS.contacts.edit), aiAvailable: assistantMode() === "llm", translation };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "contacts", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent !== undefined) {
    return answerTranslationIntent(CONTACT_TRANSLATIONS, input, submission, user, editorHref(input.language), { notFound: tc.notFound, unknownField: tc.unknownField });
  }
  const { intent: _russian, ...values } = input;
  try {
    await saveSiteSettings(values, user);
  } catch (error) {
    if (error instanceof SettingsValidationError) return invalidForm(submission, { fieldErrors: error.fieldErrors });
    console.error("Contacts could not be saved:", error);
    return invalidForm(submission, { formError: t.failed, status: 500 });
  }
  return redirectWithToast(PATH, { kind: "success", title: t.saved });
}

/** The action's answer to the translation form, or to the contacts form (posted without an intent). */
function replyFor(actionData: FormReply | undefined, translation: boolean) {
  const intent = actionData?.result.initialValue?.intent;
  return (intent === "translate") === translation ? actionData?.result : undefined;
}

export default function ContactsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { translation, canEdit, aiAvailable } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      {canEdit ? <TranslateAllForm action={ADMIN_SCREENS.contacts.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}
      <EditLanguageSwitch current={translation?.language ?? "ru"} hrefOf={editorHref} />
      {translation ? (
        <TranslationEditor translation={translation} canEdit={canEdit} lastResult={replyFor(actionData, true)} closeTo={PATH} words={tc} />
      ) : (
        <ContactsForm contacts={loaderData.contacts} canEdit={canEdit} lastResult={replyFor(actionData, false)} />
      )}
    </div>
  );
}

/** The Russian contact details, every one of them. */
function ContactsForm({
  contacts,
  canEdit,
  lastResult,
}: {
  contacts: Route.ComponentProps["loaderData"]["contacts"];
  canEdit: boolean;
  lastResult: FormReply["result"] | undefined;
}) {
  const saving = useNavigation().formMethod === "POST";
  const [form, fields] = useAdminForm(contactsSchema, {
    id: "contacts",
    lastResult,
    defaultValue: contacts,
  });

  return (
    <Form method="post" {...getFormProps(form)}>
      {/* A role that may only read sees the same form, every control disabled. */}
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-6">
        <FormCard icon={Building2Icon} title={t.company} description={t.companyLead}>
          <FieldGroup>
            <FormField meta={fields.company_name} label={t.companyName}>
              <Input {...getInputProps(fields.company_name, { type: "text" })} key={fields.company_name.key} autoComplete="organization" />
            </FormField>
            <FormField meta={fields.company_description} label={t.companyDescription}>
              <Textarea {...getTextareaProps(fields.company_description)} key={fields.company_description.key} rows={3} />
            </FormField>
          </FieldGroup>
        </FormCard>

        <FormCard icon={PhoneIcon} title={t.channels} description={t.channelsLead}>
          <FieldGroup columns={2}>
            <FormField meta={fields.phone} label={t.phone} description={t.phoneHint}>
              <Input
                {...getInputProps(fields.phone, {
                  type: "tel",
                  ariaDescribedBy: fields.phone.descriptionId,
                })}
                key={fields.phone.key}
                autoComplete="off"
              />
            </FormField>
            <FormField meta={fields.email} label={t.email}>
              <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="off" />
            </FormField>
            <FormField meta={fields.address} label={t.address}>
              <Input {...getInputProps(fields.address, { type: "text" })} key={fields.address.key} autoComplete="off" />
            </FormField>
            <FormField meta={fields.working_hours} label={t.workingHours}>
              <Input {...getInputProps(fields.working_hours, { type: "text" })} key={fields.working_hours.key} autoComplete="off" />
            </FormField>
          </FieldGroup>
        </FormCard>

        <FormCard icon={LinkIcon} title={t.social} description={t.socialLead}>
          <FieldGroup columns={3}>
            <LinkField meta={fields.website} label={t.website} />
            <LinkField meta={fields.social_instagram} label={t.instagram} />
            <LinkField meta={fields.social_telegram_bot} label={t.telegramBot} />
          </FieldGroup>
        </FormCard>

        <FormCard icon={MapIcon} title={t.mapTitle}>
          <div className="flex min-h-32 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-400">
            {t.mapText}
          </div>
        </FormCard>

        {canEdit ? (
          <div className="flex flex-col gap-2">
            <FormError id={form.errorId} errors={form.errors} />
            <div>
              <Button type="submit" disabled={saving}>
                {saving ? t.saving : t.save}
              </Button>
            </div>
          </div>
        ) : null}
      </fieldset>
    </Form>
  );
}

/** A link staff type: plain text, so the server's message, not the browser's, explains a refusal. */
function LinkField({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return (
    <FormField meta={meta} label={label} description={t.linkHint}>
      <Input
        {...getInputProps(meta, {
          type: "text",
          ariaDescribedBy: meta.descriptionId,
        })}
        key={meta.key}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
    </FormField>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
