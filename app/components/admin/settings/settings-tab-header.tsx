/** A settings tab's heading under the screen's own h1. */
export function SettingsTabHeader({ title, description }: { title: string; description?: string }) {
  return (
    <div className="min-w-0">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
    </div>
  );
}
