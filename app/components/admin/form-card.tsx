import type { LucideIcon } from "lucide-react";

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

type Props = {
  title: React.ReactNode;
  /**
   * The heading's id, for a form named by it (`aria-labelledby`): an entity's create or edit form,
   * whose title is one step larger than a settings section's.
   */
  id?: string;
  /** A small grey icon before the title, as the settings screens' sections have. */
  icon?: LucideIcon;
  description?: React.ReactNode;
  /** Header content under the description: a notice, a link to the public page. */
  notice?: React.ReactNode;
  /** A control at the header's right (the card's save button). */
  action?: React.ReactNode;
  className?: string;
  contentClassName?: string;
  children: React.ReactNode;
};

/** The card an admin form sits in: its heading, a line saying what it does, and the form. */
export function FormCard({ title, id, icon: Icon, description, notice, action, className, contentClassName, children }: Props) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className={Icon ? "flex items-center gap-2" : undefined}>
          {Icon ? <Icon aria-hidden="true" className="size-4 text-slate-500" /> : null}
          <h2 id={id} className={id ? "text-lg" : undefined}>
            {title}
          </h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {notice}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
