import * as ru from "~/i18n/ru";
import { pageMeta } from "~/lib/seo";

type Matches = Parameters<typeof pageMeta>[1];

/** Admin pages never belong in a search index. */
export function adminMeta(title: string, path: string, matches: Matches) {
  return pageMeta({ title: `${title} · ${ru.admin.shell.title}`, description: ru.admin.shell.title, path, noindex: true }, matches);
}
