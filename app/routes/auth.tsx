import { ArrowLeftIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { data, Link, redirect, useFetcher, useNavigate } from "react-router";

import { notify } from "~/components/notify";
import * as ru from "~/i18n/ru";
import { roleLabel } from "~/lib/permissions";
import { pageMeta } from "~/lib/seo";
import { AuthFormSchema, fieldErrorsOf, SignInSchema, SignUpSchema, type FieldErrors } from "~/schemas/auth";
import { signInWithPassword, signOut, signUpWithPassword } from "~/server/auth.server";
import { findPendingInvitation } from "~/server/invitations.server";
import { readFormFields } from "~/server/request-body.server";
import { getSessionUser } from "~/server/session-user.server";

import type { Route } from "./+types/auth";

const t = ru.auth;

/** The redirect after a sign-in waits 100 ms, so its toast is seen. */
const REDIRECT_DELAY_MS = 100;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: t.page.title, description: t.page.description, path: "/auth", noindex: true }, matches);

export async function loader({ request }: Route.LoaderArgs) {
  // A session that already exists goes to the admin panel at once.
  if (await getSessionUser(request)) throw redirect("/admin");
  const token = new URL(request.url).searchParams.get("invite");
  const invitation = token ? await findPendingInvitation(token) : null;
  return {
    invite: invitation && token ? { token, email: invitation.email, role: roleLabel(invitation.role) } : null,
    inviteBroken: Boolean(token && !invitation),
  };
}

type Toast = { title: string; description: string; variant: "success" | "error" };
export type AuthActionData = {
  intent: "sign-in" | "sign-up";
  ok: boolean;
  toast?: Toast;
  fieldErrors?: FieldErrors;
  /** Signed in: go to /admin after the delay. */
  redirectTo?: string;
};

/**
 * A refusal the visitor should read. It answers 200: the page shows it as a toast, and
 * a 4xx answer to the form's fetch would also print a console error in the browser.
 */
function failure(intent: AuthActionData["intent"], description: string) {
  const title = intent === "sign-in" ? t.toast.signInErrorTitle : t.toast.signUpErrorTitle;
  return data<AuthActionData>({ intent, ok: false, toast: { title, description, variant: "error" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request, AuthFormSchema);
  const intent = form.intent;

  if (intent === "sign-out") {
    throw redirect("/auth", { headers: await signOut(request, context) });
  }

  try {
    return await submit(intent, form, request, context);
  } catch (error) {
    console.error("Sign-in or sign-up failed unexpectedly", error);
    return data<AuthActionData>(
      {
        intent: intent === "sign-up" ? "sign-up" : "sign-in",
        ok: false,
        toast: { title: t.toast.unexpectedTitle, description: t.toast.unexpectedText, variant: "error" },
      },
      { status: 500 },
    );
  }
}

async function submit(
  intent: unknown,
  form: Record<string, FormDataEntryValue>,
  request: Request,
  context: Route.ActionArgs["context"],
) {
  if (intent === "sign-in") {
    const parsed = SignInSchema.safeParse(form);
    if (!parsed.success) {
      return data<AuthActionData>({ intent, ok: false, fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const outcome = await signInWithPassword(request, context, parsed.data);
    if (!outcome.ok) return failure(intent, outcome.message);
    return data<AuthActionData>(
      {
        intent,
        ok: true,
        toast: { title: t.toast.signInSuccessTitle, description: t.toast.signInSuccessText, variant: "success" },
        redirectTo: "/admin",
      },
      { headers: outcome.headers },
    );
  }

  if (intent === "sign-up") {
    const parsed = SignUpSchema.safeParse(form);
    if (!parsed.success) {
      return data<AuthActionData>({ intent, ok: false, fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const { invite, ...input } = parsed.data;
    const outcome = await signUpWithPassword(request, context, { ...input, inviteToken: invite || undefined });
    if (!outcome.ok && outcome.field) {
      // A password the server refuses (one of the most common) is shown under the field like the schema's checks.
      return data<AuthActionData>({ intent, ok: false, fieldErrors: { [outcome.field]: outcome.message } });
    }
    if (!outcome.ok) return failure(intent, outcome.message);
    // With mail configured the address must be confirmed first ('Проверьте вашу почту…'); without mail the
    // new account is signed in, and telling them to check their mail would be untrue.
    const description = outcome.signedIn ? t.toast.signInSuccessText : t.toast.signUpCheckEmail;
    return data<AuthActionData>(
      {
        intent,
        ok: true,
        toast: { title: t.toast.signUpSuccessTitle, description, variant: "success" },
        redirectTo: outcome.signedIn ? "/admin" : undefined,
      },
      { headers: outcome.headers },
    );
  }

  return data<AuthActionData>(
    { intent: "sign-in", ok: false, toast: { title: t.toast.unexpectedTitle, description: t.toast.unexpectedText, variant: "error" } },
    { status: 400 },
  );
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { invite, inviteBroken } = loaderData;
  const [tab, setTab] = useState(invite ? "sign-up" : "sign-in");
  const signIn = useAuthFetcher();
  const signUp = useAuthFetcher(() => setTab("sign-in"));

  useEffect(() => {
    if (inviteBroken) void notify.error(t.toast.signUpErrorTitle, t.errors.inviteInvalid);
  }, [inviteBroken]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t.page.backHome}
        </Link>
        <div className="card">
          <h1 className="text-2xl font-bold text-ink">{t.page.heading}</h1>
          <p className="mt-1 text-sm text-muted">{t.page.lead}</p>
          {invite ? (
            <p className="mt-4 rounded-lg bg-primary/10 px-3 py-2 text-sm text-ink">{t.page.invited(invite.role)}</p>
          ) : null}

          <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
            <Tabs.List className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1" aria-label={t.page.heading}>
              {(["sign-in", "sign-up"] as const).map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="min-h-10 rounded-md text-sm font-semibold text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
                >
                  {value === "sign-in" ? t.tabs.signIn : t.tabs.signUp}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <Tabs.Content value="sign-in" className="mt-6">
              <signIn.fetcher.Form method="post" noValidate onSubmit={signIn.validate(SignInSchema)} className="space-y-4">
                <input type="hidden" name="intent" value="sign-in" />
                <Field id="signin-email" name="email" type="email" label={t.fields.email} autoComplete="username" placeholder={t.fields.emailPlaceholder} error={signIn.errors.email} />
                <Field id="signin-password" name="password" type="password" label={t.fields.password} autoComplete="current-password" error={signIn.errors.password} />
                <button type="submit" className="btn btn-primary w-full" disabled={signIn.busy}>
                  {signIn.busy ? t.buttons.signingIn : t.buttons.signIn}
                </button>
              </signIn.fetcher.Form>
            </Tabs.Content>

            <Tabs.Content value="sign-up" className="mt-6">
              <signUp.fetcher.Form method="post" noValidate onSubmit={signUp.validate(SignUpSchema)} className="space-y-4">
                <input type="hidden" name="intent" value="sign-up" />
                {invite ? <input type="hidden" name="invite" value={invite.token} /> : null}
                <Field id="signup-name" name="name" label={t.fields.name} autoComplete="name" placeholder={t.fields.namePlaceholder} error={signUp.errors.name} />
                <Field
                  id="signup-email"
                  name="email"
                  type="email"
                  label={t.fields.email}
                  autoComplete="email"
                  placeholder={t.fields.emailPlaceholder}
                  defaultValue={invite?.email}
                  readOnly={Boolean(invite)}
                  error={signUp.errors.email}
                />
                <Field
                  id="signup-password"
                  name="password"
                  type="password"
                  label={t.fields.password}
                  autoComplete="new-password"
                  hint={t.fields.passwordHint}
                  error={signUp.errors.password}
                />
                <button type="submit" className="btn btn-primary w-full" disabled={signUp.busy}>
                  {signUp.busy ? t.buttons.signingUp : t.buttons.signUp}
                </button>
              </signUp.fetcher.Form>
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </div>
    </main>
  );
}

/**
 * One form's submission: client-side checks with the server's schema, the toast for the answer,
 * and the redirect 100 ms after a sign-in. Unexpected failures (network, 500) get
 * 'Произошла неожиданная ошибка'.
 */
function useAuthFetcher(onSignedUpWithoutSession?: () => void) {
  const fetcher = useFetcher<AuthActionData>();
  const navigate = useNavigate();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.toast) {
      // The site-wide toaster lives outside the route tree, so the greeting stays on screen in /admin.
      void notify[result.toast.variant](result.toast.title, result.toast.description);
    }
    if (result.ok && result.redirectTo) {
      const target = result.redirectTo;
      const timer = window.setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (result.ok && result.intent === "sign-up") onSignedUpWithoutSession?.();
  }, [result, fetcher.state]);

  return {
    fetcher,
    busy,
    errors: clientErrors ?? (busy ? {} : (result?.fieldErrors ?? {})),
    validate:
      (schema: typeof SignInSchema | typeof SignUpSchema) =>
      (event: React.FormEvent<HTMLFormElement>) => {
        const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
        if (parsed.success) {
          setClientErrors(null);
          return;
        }
        event.preventDefault();
        setClientErrors(fieldErrorsOf(parsed.error));
      },
  };
}

function Field({
  id,
  label,
  error,
  hint,
  ...input
}: React.ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input read-only:bg-surface" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold text-ink">{t.toast.unexpectedText}</h1>
      <Link to="/" className="btn btn-primary">
        {t.page.backHome}
      </Link>
    </main>
  );
}
