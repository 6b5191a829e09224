/**
 * A setting that is on or off, saved by one click (open registration, maintenance mode): a form
 * whose one button posts the state it turns the setting to, so it works without JavaScript too,
 * and shows itself as a switch (role="switch", aria-checked) to assistive technology.
 */
import { useId } from "react";
import { Form, useNavigation } from "react-router";

import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

const t = ru.adminSettings;

type Props = {
  intent: string;
  label: string;
  checked: boolean;
  /** Shown under the label: what the current state means. */
  description?: React.ReactNode;
};

export function SettingSwitch({ intent, label, checked, description }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Form method="post" preventScrollReset className="flex items-start justify-between gap-4">
      <input type="hidden" name="intent" value={intent} />
      <div className="grid min-w-0 gap-1">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        {description ? (
          <div id={descriptionId} className="text-sm text-slate-600 dark:text-slate-400">
            {description}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
          {checked ? t.switchOn : t.switchOff}
        </span>
        <button
          type="submit"
          name="value"
          value={checked ? "false" : "true"}
          role="switch"
          aria-checked={checked}
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          title={checked ? t.turnOff(label) : t.turnOn(label)}
          disabled={busy}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60 dark:focus-visible:ring-offset-slate-950",
            checked ? "bg-primary dark:bg-indigo-500" : "bg-slate-400 dark:bg-slate-600",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-5" : "translate-x-0")}
          />
        </button>
      </div>
    </Form>
  );
}
