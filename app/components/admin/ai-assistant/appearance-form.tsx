import { getCollectionProps, getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { MessageCircleIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { WIDGET_POSITIONS } from "~/lib/constants";
import { cn } from "~/lib/utils";

import { HEX_COLOR, assistantActionSchema } from "~/schemas/admin/ai-assistant";
import type { AssistantSettingsView } from "~/schemas/admin/ai-assistant";

const t = ru.adminAiAssistant;

type AppearanceFields = IntentFields<typeof assistantActionSchema, "appearance">;

/**
 * The appearance tab: the widget's colour (a #RRGGBB field with a colour picker beside it) and
 * corner, and a preview of the round button that follows both as they change.
 */
export function AppearanceForm({
  settings,
  lastResult,
}: {
  settings: AssistantSettingsView;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "appearance";
  const [form, fields] = useAdminForm<typeof assistantActionSchema, AppearanceFields>(assistantActionSchema, {
    id: "ai-assistant-appearance",
    lastResult,
    defaultValue: { intent: "appearance", widgetColor: settings.widgetColor, widgetPosition: settings.widgetPosition },
  });
  const typed = (fields.widgetColor.value ?? "").trim();
  // A half-typed colour leaves the preview at the saved one rather than at no colour at all.
  const color = HEX_COLOR.test(typed) ? typed.toLowerCase() : settings.widgetColor;
  const position = fields.widgetPosition.value === "bottom-left" ? "bottom-left" : "bottom-right";

  return (
    <FormCard title={t.appearanceTitle} description={t.appearanceText}>
      <div className="grid gap-8 lg:grid-cols-2">
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="appearance" />
          <FieldGroup>
            <FormField meta={fields.widgetColor} label={t.color} description={t.colorHint}>
              <div className="flex items-center gap-2">
                {/* The picker needs a script to reach the field; without one the field alone is the control. */}
                {hydrated ? (
                  <input
                    type="color"
                    aria-label={t.colorPicker}
                    value={color}
                    onChange={(event) => form.update({ name: fields.widgetColor.name, value: event.currentTarget.value })}
                    className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
                  />
                ) : null}
                <Input
                  {...getInputProps(fields.widgetColor, { type: "text", ariaDescribedBy: fields.widgetColor.descriptionId })}
                  key={fields.widgetColor.key}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono"
                />
              </div>
            </FormField>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t.position}</legend>
              <div role="radiogroup" aria-label={t.position} className="flex flex-wrap gap-x-6 gap-y-2">
                {getCollectionProps(fields.widgetPosition, { type: "radio", options: [...WIDGET_POSITIONS] }).map((props) => (
                  <label key={props.key} className="flex items-center gap-2 text-sm">
                    <input {...props} key={props.key} className="size-4 accent-primary" />
                    {t.positions[props.value]}
                  </label>
                ))}
              </div>
              {fields.widgetPosition.errors?.[0] ? (
                <p id={fields.widgetPosition.errorId} role="alert" className="text-sm text-destructive">
                  {fields.widgetPosition.errors[0]}
                </p>
              ) : null}
            </fieldset>
            <FormError id={form.errorId} errors={form.errors} />
            <div>
              <Button type="submit" disabled={saving}>
                {t.saveAppearance}
              </Button>
            </div>
          </FieldGroup>
        </Form>
        <WidgetPreview color={color} position={position} />
      </div>
    </FormCard>
  );
}

/** A still picture of a page with the chat button in its corner, in the chosen colour. */
function WidgetPreview({ color, position }: { color: string; position: "bottom-right" | "bottom-left" }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{t.preview}</figcaption>
      <div
        role="img"
        aria-label={t.previewLabel(t.positions[position] ?? position)}
        className="relative h-56 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900"
      >
        <div aria-hidden="true" className="flex flex-col gap-3 p-4">
          <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-2 w-5/6 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-2 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-2 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
        </div>
        <span
          aria-hidden="true"
          data-testid="widget-preview-button"
          data-position={position}
          style={{ backgroundColor: color }}
          className={cn(
            "absolute bottom-4 flex size-14 items-center justify-center rounded-full text-white shadow-lg",
            position === "bottom-left" ? "left-4" : "right-4",
          )}
        >
          <MessageCircleIcon className="size-6" />
        </span>
      </div>
    </figure>
  );
}
