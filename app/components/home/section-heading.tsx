import { clsx } from "clsx";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  dark?: boolean;
};

export function SectionHeading({ id, eyebrow, title, lead, dark = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className={clsx("text-sm font-semibold uppercase tracking-wider", dark ? "text-indigo-300" : "text-primary")}>
        {eyebrow}
      </p>
      <h2 id={id} className={clsx("section-title mt-3", dark && "text-white")}>
        {title}
      </h2>
      <p className={clsx("section-lead mx-auto", dark && "text-slate-300")}>{lead}</p>
    </div>
  );
}
