import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { lowContrastPalettes, type PaletteName } from "~/lib/design-contrast";
import { DESIGN_FONT_IDS, fontStack } from "~/lib/design-fonts";
import type { FormReply } from "~/schemas/admin/form-reply";
import {
  COLOR_KEYS,
  colorField,
  DESIGN_DEFAULTS,
  DESIGN_LIMITS,
  designActionSchema,
  palettesOf,
  readDesignValues,
  type DesignValues,
} from "~/schemas/admin/design";

import { DesignPreview } from "./design-preview";

const t = ru.adminDesign;

export type DesignFormTab = "colors" | "typography" | "animations";

type SaveFields = IntentFields<typeof designActionSchema, "save">;
type FieldName = keyof DesignValues;

const TAB_FIELDS: Record<DesignFormTab, FieldName[]> = {
  colors: (["light", "dark"] as const).flatMap((palette) => COLOR_KEYS.map((key) => colorField(palette, key))),
  typography: ["font", "fontSize", "lineHeight"],
  animations: ["animations", "animationSpeed"],
};

/** The values as the form holds them: text, and a checkbox's 'on'. */
function formValues(values: DesignValues): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "boolean" ? (value ? "on" : undefined) : String(value)]),
  );
}

/** What the form holds now, read as a design; a half-typed field keeps the saved value. */
function liveValues(value: Record<string, unknown> | undefined, saved: DesignValues): DesignValues {
  const raw = value ?? {};
  const number = (key: FieldName) => (typeof raw[key] === "string" && raw[key] !== "" ? Number(raw[key]) : undefined);
  return readDesignValues(
    { ...raw, fontSize: number("fontSize"), lineHeight: number("lineHeight"), animationSpeed: number("animationSpeed"), animations: raw.animations === "on" },
    saved,
  );
}

const formatRatio = (ratio: number) => ratio.toFixed(2).replace(".", ",");

/**
 * One tab's part of the design, posted with the rest of the saved design in hidden fields, so every
 * save is a whole version. The preview and the contrast warning follow every keystroke.
 */
export function DesignForm({ tab, saved, lastResult }: { tab: DesignFormTab; saved: DesignValues; lastResult: FormReply["result"] | undefined }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAdminForm<typeof designActionSchema, SaveFields>(designActionSchema, {
    id: `design-${tab}`,
    lastResult,
    defaultValue: { intent: "save", ...formValues(saved) },
  });
  const live = liveValues(form.value, saved);
  const problems = lowContrastPalettes(palettesOf(live));
  const shown = new Set(TAB_FIELDS[tab]);
  const hidden = (Object.keys(DESIGN_DEFAULTS) as FieldName[]).filter((name) => !shown.has(name));
  const setValue = (name: string, value: string) => form.update({ name, value });

  return (
    <>
      <FormCard title={t[tab].title} description={t[tab].text}>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          {hidden.map((name) =>
            name === "animations" ? (
              live.animations ? <input key={name} type="hidden" name="animations" value="on" /> : null
            ) : (
              <input {...getInputProps(fields[name], { type: "hidden" })} key={`${name}-${fields[name].key}`} />
            ),
          )}
          <FieldGroup>
            {tab === "colors" ? <ColorFields fields={fields} live={live} hydrated={hydrated} onPick={setValue} /> : null}
            {tab === "typography" ? <TypographyFields fields={fields} live={live} /> : null}
            {tab === "animations" ? <AnimationFields fields={fields} live={live} /> : null}
            {problems.length > 0 ? (
              <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
                <ul role="status" className="flex flex-col gap-1">
                  {problems.map((problem) => (
                    <li key={problem.palette}>{t.contrast.ratio(t.palettes[problem.palette], formatRatio(problem.ratio))}</li>
                  ))}
                </ul>
                <CheckboxField meta={fields.confirmLowContrast} label={t.contrast.confirm} />
              </div>
            ) : null}
            <FormError id={form.errorId} errors={form.errors} />
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {t.save}
                </Button>
                {hydrated ? (
                  <Button type="button" variant="outline" onClick={() => form.update({ value: { intent: "save", ...formValues(DESIGN_DEFAULTS) } })}>
                    {t.reset}
                  </Button>
                ) : null}
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.resetHint}</p>
            </div>
          </FieldGroup>
        </Form>
      </FormCard>
      <DesignPreview values={live} />
    </>
  );
}

type Fields = ReturnType<typeof useAdminForm<typeof designActionSchema, SaveFields>>[1];

function ColorFields({ fields, live, hydrated, onPick }: { fields: Fields; live: DesignValues; hydrated: boolean; onPick: (name: string, value: string) => void }) {
  return (
    <>
      {(["light", "dark"] as const satisfies PaletteName[]).map((palette) => (
        <fieldset key={palette} className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold">{t.palettes[palette]}</legend>
          {palette === "dark" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.colors.darkNote}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {COLOR_KEYS.map((key) => {
              const name = colorField(palette, key);
              const meta = fields[name];
              return (
                <FormField key={name} meta={meta} label={t.colors.keys[key]} description={t.colors.hexHint}>
                  <div className="flex items-center gap-2">
                    {/* The picker needs a script to reach the field; without one the field alone is the control. */}
                    {hydrated ? (
                      <input
                        type="color"
                        aria-label={t.colors.pick(t.colors.keys[key], t.palettes[palette])}
                        value={live[name]}
                        onChange={(event) => onPick(meta.name, event.currentTarget.value)}
                        className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
                      />
                    ) : null}
                    <Input
                      {...getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId })}
                      key={meta.key}
                      maxLength={7}
                      spellCheck={false}
                      autoComplete="off"
                      className="font-mono"
                    />
                  </div>
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

function RangeField({ meta, label, value, min, max, step }: { meta: Fields["fontSize"]; label: string; value: string; min: number; max: number; step: number }) {
  return (
    <FormField meta={meta} label={label}>
      <div className="flex items-center gap-4">
        <input
          {...getInputProps(meta, { type: "range" })}
          key={meta.key}
          min={min}
          max={max}
          step={step}
          aria-valuetext={value}
          className="h-2 w-full cursor-pointer accent-primary"
        />
        <output htmlFor={meta.id} className="w-16 shrink-0 text-right text-sm font-medium tabular-nums">
          {value}
        </output>
      </div>
    </FormField>
  );
}

function TypographyFields({ fields, live }: { fields: Fields; live: DesignValues }) {
  const { fontSize, lineHeight } = DESIGN_LIMITS;
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t.typography.font}</legend>
        <div role="radiogroup" aria-label={t.typography.font} className="grid gap-2 sm:grid-cols-2">
          {DESIGN_FONT_IDS.map((font) => (
            <label
              key={font}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 dark:border-slate-700"
            >
              <input
                type="radio"
                name={fields.font.name}
                value={font}
                defaultChecked={fields.font.initialValue === font}
                key={`${font}-${fields.font.key}`}
                className="mt-1 size-4 accent-primary"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium">{t.typography.fonts[font]}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400" style={{ fontFamily: fontStack(font) }}>
                  {t.typography.sample}
                </span>
              </span>
            </label>
          ))}
        </div>
        {fields.font.errors?.[0] ? <p className="text-sm text-destructive">{fields.font.errors[0]}</p> : null}
      </fieldset>
      <RangeField
        meta={fields.fontSize}
        label={t.typography.fontSize}
        value={t.typography.fontSizeValue(live.fontSize)}
        min={fontSize.min}
        max={fontSize.max}
        step={fontSize.step}
      />
      <RangeField
        meta={fields.lineHeight}
        label={t.typography.lineHeight}
        value={live.lineHeight.toFixed(1).replace(".", ",")}
        min={lineHeight.min}
        max={lineHeight.max}
        step={lineHeight.step}
      />
    </>
  );
}

function AnimationFields({ fields, live }: { fields: Fields; live: DesignValues }) {
  const { animationSpeed } = DESIGN_LIMITS;
  return (
    <>
      <CheckboxField meta={fields.animations} label={t.animations.enabled} />
      <RangeField
        meta={fields.animationSpeed}
        label={t.animations.speed}
        value={t.animations.speedValue(live.animationSpeed)}
        min={animationSpeed.min}
        max={animationSpeed.max}
        step={animationSpeed.step}
      />
    </>
  );
}
