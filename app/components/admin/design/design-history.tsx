import { HistoryIcon, PaletteIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { COLOR_KEYS, colorField, type DesignValues, type DesignVersionView } from "~/schemas/admin/design";

const t = ru.adminDesign;

function Swatches({ values }: { values: DesignValues }) {
  return (
    <span className="flex gap-1" aria-hidden="true">
      {COLOR_KEYS.map((key) => (
        <span
          key={key}
          className="size-5 rounded-full border border-slate-300 dark:border-slate-600"
          style={{ backgroundColor: values[colorField("light", key)] }}
        />
      ))}
    </span>
  );
}

function summary(values: DesignValues): string {
  return [
    `${t.theme.font}: ${t.typography.fonts[values.font]}`,
    `${values.fontSize} px`,
    `${t.theme.lineHeight.toLowerCase()} ${values.lineHeight.toFixed(1).replace(".", ",")}`,
    `${t.theme.animations.toLowerCase()} ${values.animations ? t.theme.animationsOn(values.animationSpeed) : t.theme.animationsOff}`,
  ].join(" · ");
}

/** The theme tab: the design visitors see now, and every saved version with a one-click restore. */
export function DesignHistory({ current, versions }: { current: DesignValues; versions: DesignVersionView[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <FormCard title={t.theme.title} description={t.theme.text} icon={PaletteIcon}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {(["light", "dark"] as const).map((palette) => (
            <div key={palette} className="flex flex-col gap-2">
              <dt className="font-medium">{t.palettes[palette]}</dt>
              <dd className="flex flex-wrap gap-x-4 gap-y-2">
                {COLOR_KEYS.map((key) => (
                  <span key={key} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full border border-slate-300 dark:border-slate-600"
                      style={{ backgroundColor: current[colorField(palette, key)] }}
                    />
                    <span>
                      {t.colors.keys[key]} <span className="font-mono">{current[colorField(palette, key)]}</span>
                    </span>
                  </span>
                ))}
              </dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="sr-only">{t.typography.title}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{summary(current)}</dd>
          </div>
        </dl>
      </FormCard>
      <FormCard title={t.history.title} description={t.history.text} icon={HistoryIcon}>
        {versions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.history.empty}</p>
        ) : (
          <ol aria-label={t.history.title} className="divide-y divide-slate-200 dark:divide-slate-800">
            {versions.map((version, index) => (
              <li key={version.id} data-testid="design-version" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    <Swatches values={version.values} />
                    {version.createdAtLabel}
                    {index === 0 ? <Badge variant="success">{t.history.current}</Badge> : null}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {t.history.by(version.createdByName)}
                    {version.restoredFromLabel ? ` · ${t.history.restoredFrom(version.restoredFromLabel)}` : null}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{summary(version.values)}</span>
                </div>
                {index === 0 ? null : (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="versionId" value={version.id} />
                    <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={t.history.restoreLabel(version.createdAtLabel)}>
                      {t.history.restore}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </FormCard>
    </>
  );
}
