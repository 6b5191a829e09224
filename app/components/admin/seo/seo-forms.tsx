/** The SEO tab's two forms: the site's defaults, and one page's override in one language. */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { ExternalLinkIcon, SearchIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField, FormFooter } from "~/components/admin/form-field";
import { MediaField } from "~/components/admin/media-field";
import { LengthCounter, SeoPreviews } from "~/components/admin/seo/seo-previews";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { summarize } from "~/components/cases/case-format";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { strings as publicRu } from "~/i18n/public/ru";
import { info as ruInfo } from "~/i18n/ru/info";
import * as ru from "~/i18n/ru";
import {
  publicPageSeo,
  resolvePageSeo,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  type PageSeoInput,
  type PublicPagePath,
  type SiteInfo,
} from "~/lib/seo";
import { seoDefaultsSchema, seoOverrideSchema, type SeoDefaultsFields, type SeoOverrideFields, type SeoTargetView } from "~/schemas/admin/seo";

const t = ru.adminSeo;
/** The Russian pages' own titles and descriptions, which the previews show under an override. */
const RU_PAGES = { ...publicRu, info: ruInfo };

/** The home page as the defaults shape it: its own title and description give way to the defaults. */
const HOME: PageSeoInput = { ...publicPageSeo(RU_PAGES, "/"), path: "/", home: true };

type DefaultsProps = {
  site: SiteInfo;
  defaultValue: SeoDefaultsFields;
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
};

export function SeoDefaultsForm({ site, defaultValue, lastResult, action }: DefaultsProps) {
  const saving = useNavigation().formData?.get("intent") === "defaults";
  const [form, fields] = useAdminForm(seoDefaultsSchema, { id: "seo-defaults", lastResult, defaultValue });
  const typed = {
    title: fields.seo_default_title.value ?? "",
    description: fields.seo_default_description.value ?? "",
    image: fields.seo_default_image.value ?? "",
  };
  const seo = resolvePageSeo(HOME, { ...site, seoDefaults: typed }, null);
  const builtIn = resolvePageSeo(HOME, { ...site, seoDefaults: { title: "", description: "", image: "" } }, null);

  return (
    <FormCard id="seo-defaults-heading" icon={SearchIcon} title={t.defaultsTitle} description={t.defaultsLead}>
      <Form method="post" action={action} {...getFormProps(form)} aria-labelledby="seo-defaults-heading" className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="defaults" />
        <FormField
          meta={fields.seo_default_title}
          label={t.defaultTitle}
          description={
            <>
              {t.defaultTitleHint(builtIn.title)}
              <LengthCounter length={seo.title.length} hint={SEO_TITLE_HINT} fallback={!typed.title} testId="seo-default-title-counter" />
            </>
          }
        >
          <Input
            {...getInputProps(fields.seo_default_title, { type: "text", ariaDescribedBy: fields.seo_default_title.descriptionId })}
            key={fields.seo_default_title.key}
            placeholder={builtIn.title}
            autoComplete="off"
          />
        </FormField>
        <FormField
          meta={fields.seo_default_description}
          label={t.defaultDescription}
          description={
            <>
              {t.defaultDescriptionHint}
              <LengthCounter
                length={seo.description.length}
                hint={SEO_DESCRIPTION_HINT}
                fallback={!typed.description}
                testId="seo-default-description-counter"
              />
            </>
          }
        >
          <Textarea
            {...getTextareaProps(fields.seo_default_description, { ariaDescribedBy: fields.seo_default_description.descriptionId })}
            key={fields.seo_default_description.key}
            placeholder={builtIn.description}
            rows={3}
          />
        </FormField>
        <MediaField form={form} meta={fields.seo_default_image} label={t.defaultImage} description={t.imageHint} kind="image" category="about" />
        <SeoPreviews seo={seo} />
        <div className="flex flex-col gap-2">
          <FormError id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? t.saving : t.save}
            </Button>
          </div>
        </div>
      </Form>
    </FormCard>
  );
}

/** The page's own values, which an override replaces field by field. */
function ownInput(target: SeoTargetView): PageSeoInput {
  if (target.kind === "page") {
    const path = target.path as PublicPagePath;
    return { ...publicPageSeo(RU_PAGES, path), path, home: path === "/" };
  }
  return {
    title: target.ownTitle,
    // The case page describes itself with the start of its text, as its own meta does.
    description: target.kind === "case" ? summarize(target.ownDescription) : target.ownDescription,
    image: target.ownImage || null,
    path: target.path,
  };
}

type OverrideProps = {
  site: SiteInfo;
  target: SeoTargetView;
  defaultValue: SeoOverrideFields;
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
  closeTo: string;
};

export function SeoOverrideForm({ site, target, defaultValue, lastResult, action, closeTo }: OverrideProps) {
  const saving = useNavigation().formData?.get("intent") === "override";
  const [form, fields] = useAdminForm(seoOverrideSchema, { id: `seo-${target.id}`, lastResult, defaultValue });
  const headingId = `${form.id}-heading`;
  const own = ownInput(target);
  const typed = {
    title: fields.title.value ?? "",
    description: fields.description.value ?? "",
    image: fields.image.value ?? "",
    noindex: fields.noindex.value === "on" || fields.noindex.value === "true",
  };
  const seo = resolvePageSeo(own, site, typed);
  const fallback = resolvePageSeo(own, site, null);

  return (
    <FormCard
      id={headingId}
      title={t.overrideTitle(target.title)}
      description={t.overrideLead}
      notice={
        <a href={target.path} target="_blank" rel="noreferrer" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          {t.openPage}: {target.path}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
        </a>
      }
    >
      <Form method="post" action={action} {...getFormProps(form)} aria-labelledby={headingId} className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="override" />
        <input type="hidden" name="target" value={target.id} />
        <input type="hidden" name="language" value={defaultValue.language} />
        <FormField
          meta={fields.title}
          label={t.fields.title}
          description={
            <>
              {t.fields.titleHint(fallback.title)}
              <LengthCounter length={seo.title.length} hint={SEO_TITLE_HINT} fallback={!typed.title} testId="seo-title-counter" />
            </>
          }
        >
          <Input
            {...getInputProps(fields.title, { type: "text", ariaDescribedBy: fields.title.descriptionId })}
            key={fields.title.key}
            placeholder={fallback.title}
            autoComplete="off"
          />
        </FormField>
        <FormField
          meta={fields.description}
          label={t.fields.description}
          description={
            <>
              {t.fields.descriptionHint}
              <LengthCounter
                length={seo.description.length}
                hint={SEO_DESCRIPTION_HINT}
                fallback={!typed.description}
                testId="seo-description-counter"
              />
            </>
          }
        >
          <Textarea
            {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
            key={fields.description.key}
            placeholder={fallback.description}
            rows={3}
          />
        </FormField>
        <MediaField form={form} meta={fields.image} label={t.fields.image} description={t.imageHint} kind="image" category="about" />
        <CheckboxField meta={fields.noindex} label={t.fields.noindex} hint={t.fields.noindexHint} />
        <SeoPreviews seo={seo} />
        <FormFooter form={form} submitLabel={t.save} cancelLabel={t.cancel} closeTo={closeTo} saving={saving} className="flex flex-col gap-2" />
      </Form>
    </FormCard>
  );
}
