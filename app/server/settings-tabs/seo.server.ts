/**
 * The settings screen's SEO tab: the site's default title, description and link-preview image, and
 * one page's override at a time (`?edit=page:/services&lang=ru`), each save audited (ADR 0056).
 */
import * as ru from "~/i18n/ru";
import { SITE_LANGUAGES } from "~/lib/constants";
import type { SiteInfo } from "~/lib/seo";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import {
  parseSeoLanguage,
  parseSeoTargetId,
  seoTabSchema,
  seoTargetId,
  type SeoDefaultsFields,
  type SeoOverrideFields,
  type SeoTargetView,
} from "~/schemas/admin/seo";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { listSeoTargets, saveSeoOverride, type SeoTarget } from "~/server/seo.server";
import type { SessionUser } from "~/server/session-user.server";
import { saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { readSiteIdentity } from "~/server/site-identity.server";
import { redirectWithToast } from "~/server/toast.server";

const t = ru.adminSettings;
const PATH = SETTINGS_TAB_PATHS.seo;

/** The tab's address in a language (Russian is the default and leaves the address bare). */
function seoTabAddress(language: string): string {
  return language === "ru" ? PATH : `${PATH}?lang=${language}`;
}

function targetView(target: SeoTarget): SeoTargetView {
  const page = target.kind === "page";
  return {
    id: seoTargetId(target.kind, target.ref),
    kind: target.kind,
    title: page ? (ru.adminSeo.pageNames[target.path] ?? target.path) : target.title,
    path: target.path,
    unpublished: target.unpublished,
    ownTitle: page ? "" : target.title,
    ownDescription: target.description,
    ownImage: target.image,
    override: target.override,
  };
}

export async function loadSeoTab(request: Request) {
  const params = new URL(request.url).searchParams;
  const language = parseSeoLanguage(params.get("lang"));
  const [identity, targets] = await Promise.all([readSiteIdentity(), listSeoTargets(language)]);
  const { seoDefaults } = identity;
  const site: SiteInfo = { siteUrl: identity.siteUrl, siteName: identity.siteName, seoDefaults };
  const groups = { page: targets.pages.map(targetView), case: targets.cases.map(targetView), post: targets.posts.map(targetView) };
  const editId = params.get("edit");
  const editing = editId ? ([...groups.page, ...groups.case, ...groups.post].find((target) => target.id === editId) ?? null) : null;
  return {
    site,
    defaults: {
      intent: "defaults" as const,
      seo_default_title: seoDefaults.title,
      seo_default_description: seoDefaults.description,
      seo_default_image: seoDefaults.image,
    } satisfies SeoDefaultsFields,
    language,
    languages: SITE_LANGUAGES,
    groups,
    editing: editing
      ? {
          target: editing,
          defaultValue: {
            intent: "override",
            target: editing.id,
            language,
            title: editing.override?.title ?? "",
            description: editing.override?.description ?? "",
            image: editing.override?.image ?? "",
            noindex: editing.override?.noindex ?? false,
          } satisfies SeoOverrideFields,
        }
      : null,
    editMissing: editId !== null && editing === null,
  };
}

export async function seoTabAction(request: Request, user: SessionUser) {
  const submission = await parseAdminForm(request, seoTabSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent === "defaults") {
    const { intent: _intent, ...values } = input;
    try {
      await saveSiteSettings(values, user);
    } catch (error) {
      if (error instanceof SettingsValidationError) return invalidForm(submission, { fieldErrors: error.fieldErrors });
      console.error("SEO defaults could not be saved:", error);
      return invalidForm(submission, { formError: t.saveFailed, status: 500 });
    }
    return redirectWithToast(PATH, { kind: "success", title: t.saved });
  }
  const target = parseSeoTargetId(input.target);
  if (!target) return invalidForm(submission, { fieldErrors: { target: [ru.adminSeo.errors.notFound] } });
  let outcome: "saved" | "missing";
  try {
    outcome = await saveSeoOverride(
      { ...target, language: input.language, title: input.title, description: input.description, image: input.image, noindex: input.noindex },
      user,
    );
  } catch (error) {
    console.error("SEO override could not be saved:", error);
    return invalidForm(submission, { formError: t.saveFailed, status: 500 });
  }
  if (outcome === "missing") return invalidForm(submission, { formError: ru.adminSeo.errors.notFound, status: 404 });
  return redirectWithToast(seoTabAddress(input.language), { kind: "success", title: t.saved });
}
