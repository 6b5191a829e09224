import {
  getFieldsetProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter } from "~/components/admin/form-field";
import { MediaField } from "~/components/admin/media-field";
import { RepeatableRows } from "~/components/admin/repeatable-rows";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { HERO_ANIMATIONS, HERO_LANGUAGES, HERO_STAT_ICONS } from "~/lib/constants";

import { HERO_STATS_MAX, heroActionSchema, heroCreateSchema, heroUpdateSchema } from "~/schemas/admin/hero";
import type { AdminHeroSlide } from "~/schemas/admin/hero";

const t = ru.adminHero;

type Props = {
  /** The slide being edited; null: a new one. */
  slide: AdminHeroSlide | null;
  /** The action's answer to this form, if the last post came from it. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where Cancel leads: the screen without the form. */
  closeTo: string;
};

/** A new slide starts with order 1, language ru, animation fade-in and the founder shown. */
function defaultsOf(slide: AdminHeroSlide | null) {
  if (!slide) {
    return { intent: "create", slideOrder: "1", language: "ru", animationType: "fade-in", showFounder: true, stats: [] };
  }
  return {
    intent: "update",
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle ?? "",
    description: slide.description ?? "",
    badgeText: slide.badgeText ?? "",
    ctaText: slide.ctaText ?? "",
    ctaLink: slide.ctaLink ?? "",
    slideOrder: String(slide.slideOrder),
    language: slide.language,
    animationType: slide.animationType,
    isActive: slide.isActive,
    showFounder: slide.showFounder,
    backgroundImage: slide.backgroundImage ?? "",
    backgroundVideo: slide.backgroundVideo ?? "",
    founderImage: slide.founderImage ?? "",
    stats: slide.stats,
  };
}

export function SlideForm({ slide, lastResult, closeTo }: Props) {
  const navigation = useNavigation();
  // Fields are an update's (the superset with the id); the browser's constraints a new slide's.
  const [form, fields] = useAdminForm<typeof heroActionSchema, z.input<typeof heroUpdateSchema>>(heroActionSchema, {
    id: `hero-slide-${slide?.id ?? "new"}`,
    lastResult,
    constraint: getZodConstraint(heroCreateSchema),
    defaultValue: defaultsOf(slide),
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === (slide ? "update" : "create");

  return (
    <FormCard title={slide ? t.editTitle : t.createTitle} description={t.formLead}>
      <Form method="post" {...getFormProps(form)} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value={slide ? "update" : "create"} />
        {slide ? <input type="hidden" name="id" value={slide.id} /> : null}

        <FormField meta={fields.title} label={t.fields.title} className="sm:col-span-2">
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} autoFocus />
        </FormField>
        <FormField meta={fields.subtitle} label={t.fields.subtitle} className="sm:col-span-2">
          <Input {...getInputProps(fields.subtitle, { type: "text" })} key={fields.subtitle.key} />
        </FormField>
        <FormField meta={fields.description} label={t.fields.description} className="sm:col-span-2">
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} />
        </FormField>
        <FormField meta={fields.badgeText} label={t.fields.badgeText} description={t.fields.badgeHint} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.badgeText, { type: "text", ariaDescribedBy: fields.badgeText.descriptionId })}
            key={fields.badgeText.key}
          />
        </FormField>
        <FormField meta={fields.ctaText} label={t.fields.ctaText} description={t.fields.ctaTextHint}>
          <Input
            {...getInputProps(fields.ctaText, { type: "text", ariaDescribedBy: fields.ctaText.descriptionId })}
            key={fields.ctaText.key}
          />
        </FormField>
        <FormField meta={fields.ctaLink} label={t.fields.ctaLink} description={t.fields.ctaLinkHint}>
          <Input
            {...getInputProps(fields.ctaLink, { type: "text", ariaDescribedBy: fields.ctaLink.descriptionId })}
            key={fields.ctaLink.key}
            placeholder="#demo"
            inputMode="url"
            autoComplete="off"
          />
        </FormField>

        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <FormField meta={fields.slideOrder} label={t.fields.slideOrder} description={t.fields.slideOrderHint}>
            <Input
              {...getInputProps(fields.slideOrder, { type: "number", ariaDescribedBy: fields.slideOrder.descriptionId })}
              key={fields.slideOrder.key}
              step={1}
            />
          </FormField>
          <FormField meta={fields.language} label={t.fields.language}>
            <NativeSelect {...getSelectProps(fields.language)} key={fields.language.key}>
              {HERO_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t.languages[language]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField meta={fields.animationType} label={t.fields.animation}>
            <NativeSelect {...getSelectProps(fields.animationType)} key={fields.animationType.key}>
              {HERO_ANIMATIONS.map((animation) => (
                <option key={animation} value={animation}>
                  {t.animations[animation]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>

        <MediaField
          form={form}
          meta={fields.backgroundImage}
          label={t.fields.backgroundImage}
          description={t.fields.mediaUrlHint}
          kind="image"
          category="hero"
        />
        <MediaField
          form={form}
          meta={fields.backgroundVideo}
          label={t.fields.backgroundVideo}
          description={t.fields.backgroundHint}
          kind="video"
          category="hero"
        />

        <div className="flex flex-col gap-3 sm:col-span-2">
          <CheckboxField meta={fields.showFounder} label={t.fields.showFounder} hint={t.fields.showFounderHint} />
        </div>
        <MediaField
          form={form}
          meta={fields.founderImage}
          label={t.fields.founderImage}
          description={t.fields.founderImageHint}
          kind="image"
          category="hero"
          failedText={t.founderUploadFailed}
        />

        <RepeatableRows
          form={form}
          field={fields.stats}
          fieldset={getFieldsetProps(fields.stats)}
          legend={t.stats.legend}
          hint={t.stats.hint}
          empty={t.stats.none}
          addLabel={t.stats.add}
          max={HERO_STATS_MAX}
          newRow={{ icon: HERO_STAT_ICONS[0] }}
          removeLabel={t.stats.remove}
          rowLabel={t.stats.row}
          rowClassName="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[11rem_8rem_minmax(0,1fr)_auto] sm:items-start dark:border-slate-800"
          removeClassName="self-end"
        >
          {(row, _, remove) => {
            const stat = row.getFieldset();
            return (
              <>
                <FormField meta={stat.icon} label={t.stats.icon} className="col-span-2 sm:col-span-1">
                  <NativeSelect {...getSelectProps(stat.icon)} key={stat.icon.key}>
                    {HERO_STAT_ICONS.map((icon) => (
                      <option key={icon} value={icon}>
                        {icon}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField meta={stat.value} label={t.stats.value}>
                  <Input {...getInputProps(stat.value, { type: "text" })} key={stat.value.key} />
                </FormField>
                <FormField
                  meta={stat.label}
                  label={t.stats.label}
                  className="col-span-2 row-start-3 sm:col-span-1 sm:row-start-auto"
                >
                  <Input {...getInputProps(stat.label, { type: "text" })} key={stat.label.key} />
                </FormField>
                {remove}
              </>
            );
          }}
        </RepeatableRows>

        <div className="flex flex-col gap-3 sm:col-span-2">
          <CheckboxField meta={fields.isActive} label={t.fields.isActive} />
        </div>

        <FormFooter
          form={form}
          submitLabel={slide ? t.save : t.create}
          cancelLabel={t.cancel}
          closeTo={closeTo}
          saving={saving}
        />
      </Form>
    </FormCard>
  );
}
