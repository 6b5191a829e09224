import { Link, type LinkProps } from "react-router";

import { usePageHref } from "~/i18n/strings";

/** A link to a public page, written with its Russian path, that stays in the page's language where it can. */
export function PageLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const href = usePageHref();
  return <Link to={href(to)} {...props} />;
}
