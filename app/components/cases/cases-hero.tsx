import { useStrings } from "~/i18n/strings";

export function CasesHero() {
  const t = useStrings().cases.list;
  return (
    <section className="relative overflow-hidden bg-night pb-16 pt-32 text-white sm:pb-20 sm:pt-40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(124,58,237,0.35),transparent_60%)]"
      />
      <div className="container-page relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-300">{t.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{t.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">{t.lead}</p>
      </div>
    </section>
  );
}
