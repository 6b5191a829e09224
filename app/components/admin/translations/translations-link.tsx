import { LanguagesIcon } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { translationEditorHref } from "~/lib/translatable";

/** «Переводы» on an item's card: its Kazakh editor, for every role (a marketer reads it). */
export function TranslationsLink({ item }: { item: { id: string; title: string } }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={translationEditorHref(item.id, "kz")} aria-label={ru.adminTranslations.openNamed(item.title)}>
        <LanguagesIcon aria-hidden="true" />
        {ru.adminTranslations.open}
      </Link>
    </Button>
  );
}
