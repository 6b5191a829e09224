import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

import { DeleteConfirmation } from "~/components/admin/delete-link";
import { ApiKeysCard } from "~/components/admin/integrations/api-keys-card";
import { WebhooksCard } from "~/components/admin/integrations/webhooks-card";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { ScreenPlaceholder } from "~/components/admin/screen-placeholder";
import { sectionOf } from "~/components/admin/screen-section";
import { DeliveryLog } from "~/components/admin/telegram/delivery-log";
import * as ru from "~/i18n/ru";
import { formatActivityDate, formatCompanyDay } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { integrationsActionSchema } from "~/schemas/admin/integrations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { createApiKey, listApiKeys, revokeApiKey } from "~/server/api-keys.server";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  revealWebhookSecret,
  setWebhookActive,
} from "~/server/crm-webhooks.server";
import { requireScreen } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/settings";

const screen = ru.admin.screens.settings;
const t = ru.adminIntegrations;
const INTEGRATIONS_PATH = ADMIN_SCREENS.settings.otherPaths.find((path) => path.endsWith("/integrations"))!;

/** One screen serves every /admin/settings/* path; the last segment picks the tab. */
const SECTIONS = {
  seo: ru.admin.nav.seo,
  analytics: ru.admin.nav.analytics,
  integrations: ru.admin.nav.integrations,
  domain: ru.admin.nav.domain,
  language: ru.admin.nav.language,
} as const;
type Section = keyof typeof SECTIONS;

export const meta: Route.MetaFunction = ({ matches, location }) => adminMeta(screen.title, location.pathname, matches);

async function integrationsData(request: Request) {
  const [webhooks, deliveries, keys] = await Promise.all([listWebhooks(), listWebhookDeliveries(), listApiKeys()]);
  const now = Date.now();
  const deleteId = new URL(request.url).searchParams.get("delete");
  const deleting = webhooks.find((hook) => hook.id === deleteId);
  return {
    webhooks: webhooks.map((hook) => ({
      id: hook.id,
      url: hook.url,
      isActive: hook.isActive,
      createdAtLabel: formatActivityDate(hook.createdAt),
    })),
    deleting: deleting ? { id: deleting.id, title: deleting.url } : null,
    keys: keys.map((key) => {
      const expired = key.expiresAt !== null && key.expiresAt.getTime() <= now;
      return {
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        scope: key.scope,
        createdAtLabel: formatActivityDate(key.createdAt),
        // expires_at is the midnight after the key's last day: the day is the instant just before it.
        validThroughLabel: key.expiresAt && !expired ? formatCompanyDay(new Date(key.expiresAt.getTime() - 1)) : null,
        expiredLabel: key.expiresAt && expired ? formatActivityDate(key.expiresAt) : null,
        lastUsedLabel: key.lastUsedAt ? formatActivityDate(key.lastUsedAt) : null,
        revokedLabel: key.revokedAt ? formatActivityDate(key.revokedAt) : null,
      };
    }),
    deliveries: deliveries.map((d) => ({
      ...d,
      createdAtLabel: formatActivityDate(d.createdAt),
      nextAttemptLabel: d.nextAttemptAt ? formatActivityDate(d.nextAttemptAt) : null,
    })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "settings");
  const section = sectionOf(request.url, Object.keys(SECTIONS) as Section[], "seo");
  return { section, integrations: section === "integrations" ? await integrationsData(request) : null };
}

/** A secret or key to show once; after a creation, also the reply that empties the form it came from. */
type Revealing = {
  revealed: { kind: "webhook"; url: string; secret: string } | { kind: "key"; name: string; key: string };
  result?: SubmissionResult<string[]>;
};

/** Only the integrations section has forms so far; a secret or key is answered, never redirected, so it shows once. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "settings", "edit");
  const submission = await parseAdminForm(request, integrationsActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const notFound = () => redirectWithToast(INTEGRATIONS_PATH, { kind: "error", title: t.errors.notFound });
  switch (input.intent) {
    case "addWebhook": {
      const created = await createWebhook(input.url, user);
      if ("refused" in created) return invalidForm(submission, { fieldErrors: { url: [created.refused] } });
      return data<Revealing>({
        revealed: { kind: "webhook", url: input.url, secret: created.secret },
        result: submission.reply({ resetForm: true }),
      });
    }
    case "showSecret": {
      const hook = await revealWebhookSecret(input.id, user);
      return hook ? data<Revealing>({ revealed: { kind: "webhook", ...hook } }) : notFound();
    }
    case "setWebhookActive":
      return (await setWebhookActive(input.id, input.isActive, user))
        ? redirectWithToast(INTEGRATIONS_PATH, { kind: "success", title: t.webhookUpdated })
        : notFound();
    case "delete":
      return (await deleteWebhook(input.id, user))
        ? redirectWithToast(INTEGRATIONS_PATH, { kind: "success", title: t.webhookDeleted })
        : notFound();
    case "createKey": {
      const { key } = await createApiKey({ name: input.name, scope: input.scope, expiresAt: input.expiresAt }, user);
      return data<Revealing>({ revealed: { kind: "key", name: input.name, key }, result: submission.reply({ resetForm: true }) });
    }
    case "revokeKey":
      return (await revokeApiKey(input.id, user))
        ? redirectWithToast(INTEGRATIONS_PATH, { kind: "success", title: t.keyRevokedToast })
        : notFound();
  }
}

export default function SettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { section, integrations } = loaderData;
  if (!integrations) {
    return <ScreenPlaceholder title={screen.title} subtitle={SECTIONS[section]} description={screen.text} />;
  }
  const revealed = actionData && "revealed" in actionData ? actionData.revealed : null;
  const formReply = actionData && "result" in actionData ? actionData.result : undefined;
  // A refusal carries what was typed, its intent included; a success empties its form and is known by what it revealed.
  const repliedForm = formReply?.initialValue ? formReply.initialValue.intent : revealed?.kind === "key" ? "createKey" : "addWebhook";
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      {integrations.deleting ? <DeleteConfirmation item={integrations.deleting} labels={t} closeTo={INTEGRATIONS_PATH} /> : null}
      <WebhooksCard
        webhooks={integrations.webhooks}
        secret={revealed?.kind === "webhook" ? revealed : null}
        lastResult={repliedForm === "addWebhook" ? formReply : undefined}
      />
      <DeliveryLog entries={integrations.deliveries} labels={t} />
      <ApiKeysCard
        keys={integrations.keys}
        created={revealed?.kind === "key" ? revealed : null}
        lastResult={repliedForm === "createKey" ? formReply : undefined}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
