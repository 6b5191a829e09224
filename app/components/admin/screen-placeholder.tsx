import { ConstructionIcon } from "lucide-react";

import * as ru from "~/i18n/ru";

import { Notice } from "./notice";
import { PageHeader } from "./page-header";

type Props = { title: string; description: string; subtitle?: string };

/** An honest "being built" screen: the section's real title and no made-up data. */
export function ScreenPlaceholder({ title, description, subtitle }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={subtitle ? `${title}: ${subtitle}` : title} description={description} />
      <Notice
        icon={ConstructionIcon}
        title={ru.admin.screens.inProgress}
        text={ru.admin.screens.inProgressText}
        withBackLink
      />
    </div>
  );
}
