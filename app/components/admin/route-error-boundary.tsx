import { CircleAlertIcon, ShieldXIcon } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";

import * as ru from "~/i18n/ru";

import { Notice } from "./notice";

/** Keeps the admin shell around a screen that failed or that the user's role may not open. */
export function AdminRouteErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const t = ru.admin.screens;
  return forbidden ? (
    <Notice icon={ShieldXIcon} tone="warning" title={t.forbiddenTitle} text={t.forbiddenText} withBackLink />
  ) : (
    <Notice icon={CircleAlertIcon} tone="warning" title={t.errorTitle} text={t.errorText} withBackLink />
  );
}
