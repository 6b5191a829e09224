import { EyeIcon, EyeOffIcon, LayersIcon, TriangleAlertIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { data, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";

import { AddressDialog, AddressDialogClose } from "~/components/admin/address-dialog";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { MemberCard, teamDeleteLabels } from "~/components/admin/team/member-card";
import { MemberForm } from "~/components/admin/team/member-form";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import type { TranslationLanguage } from "~/lib/constants";
import { localizedPath, type SiteLanguage } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import type { FormReply } from "~/schemas/admin/form-reply";
import { memberInput, teamActionSchema } from "~/schemas/admin/team";
import type { AdminTeamMember } from "~/schemas/admin/team";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { assistantMode } from "~/server/llm-client.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamForAdmin,
  moveTeamMember,
  setTeamMemberVisible,
  updateTeamMember,
  withAvatarImages,
} from "~/server/team.server";
import { TEAM_MEMBER_TRANSLATIONS } from "~/server/team-translations.server";
import { redirectAfterWrite, redirectWithToast } from "~/server/toast.server";
import { answerTranslationIntent, loadTranslationEditor, namedItem } from "~/server/translation-screen.server";

import type { Route } from "./+types/team";

const t = ru.adminTeam;
const PATH = ADMIN_SCREENS.team.path;
/** The team screen's dialogs: `?member=new`, `?member=<id>` and `?delete=<id>`. */
const ADDRESS_KEYS = { create: "member=new", edit: "member" };
const tm = ru.adminTeamTranslations.member;

/** The member's own intents and the translation ones (ADR 0074). */
const actionSchema = z.discriminatedUnion("intent", [...teamActionSchema.options, ...TRANSLATION_SCHEMAS]);

/** A member in a language: `?member=<id>` is the Russian dialog, `&lang=kz` its Kazakh on the page. */
const editorHref = (id: string, language: SiteLanguage) => (language === "ru" ? `?member=${id}` : `?member=${id}&lang=${language}`);

function translationLanguage(params: URLSearchParams): TranslationLanguage | null {
  const lang = params.get("lang");
  return lang === "kz" || lang === "en" ? lang : null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "team");
  // A marketer reads content but changes none of it: no controls that would fail.
  const canEdit = userCan(user, "content.write");
  const canDelete = userCan(user, "content.delete");
  const aiAvailable = assistantMode() === "llm";
  try {
    const rows = await withAvatarImages(await listTeamForAdmin());
    const members: AdminTeamMember[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      position: row.position,
      department: row.department,
      bio: row.bio,
      avatar: row.avatar,
      avatarImage: row.avatarImage,
      email: row.email,
      phone: row.phone,
      linkedin: row.linkedin,
      skills: row.skills,
      languages: row.languages,
      experience: row.experience,
      education: row.education,
      joinDate: row.joinDate,
      hiringStatus: row.hiringStatus,
      isVisible: row.isVisible,
    }));
    // ?member=<id>&lang=kz: the member's Kazakh beside its Russian; a marketer may read it too.
    const translation = await loadTranslationEditor(TEAM_MEMBER_TRANSLATIONS, request, namedItem(request, rows, "member"), (view) =>
      view.complete && view.item.status === "visible" ? localizedPath(view.language, "/team") : null,
    );
    return {
      members,
      canEdit,
      aiAvailable,
      canDelete,
      loadFailed: false,
      translation,
    };
  } catch (error) {
    console.error("Team members could not be loaded:", error);
    return data({ members: [] as AdminTeamMember[], canEdit, aiAvailable, canDelete, loadFailed: true, translation: null }, { status: 500 });
  }
}

/**
 * Opening or closing a dialog only changes ?member or ?delete: the list on screen is still current.
 * A translation (`&lang=`) is read from the server.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && !translationLanguage(nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "team", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  // Deleting a member is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const updated = { success: t.updated, failure: t.updateFailed, what: "Team member could not be updated" };
  switch (input.intent) {
    case "translate":
    case "review":
    case "translate-ai":
      return answerTranslationIntent(TEAM_MEMBER_TRANSLATIONS, input, submission, user, `${PATH}${editorHref(input.id, input.language)}`, {
        notFound: tm.notFound,
        unknownField: tm.unknownField,
      });
    case "save": {
      const { id } = input;
      const failed = id ? t.updateFailed : t.addFailed;
      let saved = true;
      try {
        if (id) saved = await updateTeamMember(id, memberInput(input), user);
        else await createTeamMember(memberInput(input), user);
      } catch (error) {
        console.error("Team member could not be saved:", error);
        return invalidForm(submission, { formError: failed, status: 500 });
      }
      if (!saved) return invalidForm(submission, { formError: failed, status: 404 });
      return redirectWithToast(PATH, { kind: "success", title: id ? t.updated : t.added });
    }
    case "toggle":
      return redirectAfterWrite(PATH, () => setTeamMemberVisible(input.id, input.visible, user), updated);
    case "move":
      return redirectAfterWrite(PATH, () => moveTeamMember(input.id, input.direction, user), updated);
    case "delete":
      return redirectAfterWrite(PATH, () => deleteTeamMember(input.id, user), {
        success: t.deleted,
        failure: t.deleteFailed,
        what: "Team member could not be deleted",
      });
  }
}

export default function TeamScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { members, canEdit, aiAvailable, canDelete, loadFailed, translation } = loaderData;
  const [params] = useSearchParams();
  // The dialogs live in the address, so each opens from a plain link and a form posted without a
  // script comes back to the same place; the list on screen stays as it is (shouldRevalidate).
  const address = addressState(params, members, { canEdit, canDelete }, ADDRESS_KEYS);
  const { creating, deleting } = address;
  // With &lang= the member's translation is on the page, and its Russian dialog closed.
  const editing = translationLanguage(params) ? null : address.editing;
  const result = (actionData as FormReply | undefined)?.result;
  const translating = result?.initialValue?.intent === "translate";
  const lastResult = translating ? undefined : result;
  const visible = members.filter((m) => m.isVisible).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          canEdit ? (
            <Button asChild>
              <Link to="?member=new" preventScrollReset>
                <UserPlusIcon aria-hidden="true" />
                {t.add}
              </Link>
            </Button>
          ) : undefined
        }
      />

      {loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : null}

      <AddressDialog
        open={creating || editing !== null}
        id="team-form-title"
        title={editing ? t.editTitle : t.addTitle}
        description={t.dialogText}
        closeTo={PATH}
      >
        {editing ? <EditLanguageSwitch current="ru" hrefOf={(language) => editorHref(editing.id, language)} /> : null}
        <MemberForm
          key={editing?.id ?? "new"}
          member={editing}
          lastResult={lastResult}
          cancel={<AddressDialogClose closeTo={PATH}>{t.cancel}</AddressDialogClose>}
        />
      </AddressDialog>
      {deleting ? <DeleteConfirmation item={{ id: deleting.id, title: deleting.name }} labels={teamDeleteLabels} closeTo={PATH} /> : null}
      {translation ? (
        <>
          <EditLanguageSwitch current={translation.language} hrefOf={(language) => editorHref(translation.item.id, language)} />
          <TranslationEditor translation={translation} canEdit={canEdit} lastResult={translating ? result : undefined} closeTo={PATH} words={tm} />
        </>
      ) : null}

      {loadFailed ? null : (
        <section aria-label={t.title} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          <StatCard label={t.stats.total} value={String(members.length)} icon={UsersIcon} />
          <StatCard label={t.stats.visible} value={String(visible)} icon={EyeIcon} tone="emerald" />
          <StatCard label={t.stats.hidden} value={String(members.length - visible)} icon={EyeOffIcon} tone="slate" />
          <StatCard
            label={t.stats.departments}
            value={String(new Set(members.map((m) => m.department)).size)}
            icon={LayersIcon}
            tone="violet"
          />
        </section>
      )}

      {canEdit && !loadFailed ? <TranslateAllForm action={ADMIN_SCREENS.team.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}

      {loadFailed ? null : members.length === 0 ? (
        <Notice icon={UsersIcon} title={t.empty} text={t.emptyText} />
      ) : (
        <section aria-labelledby="team-list-title">
          <h2 id="team-list-title" className="sr-only">
            {t.list}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {members.map((member, index) => (
              <li key={member.id} className="flex *:flex-1">
                <MemberCard
                  member={member}
                  first={index === 0}
                  last={index === members.length - 1}
                  canEdit={canEdit}
                  canDelete={canDelete}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
