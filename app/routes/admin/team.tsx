import { EyeIcon, EyeOffIcon, LayersIcon, TriangleAlertIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { data, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { AddressDialog, AddressDialogClose } from "~/components/admin/address-dialog";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { MemberCard, teamDeleteLabels } from "~/components/admin/team/member-card";
import { MemberForm } from "~/components/admin/team/member-form";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { memberInput, teamActionSchema } from "~/schemas/admin/team";
import type { AdminTeamMember } from "~/schemas/admin/team";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
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
import { redirectAfterWrite, redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/team";

const t = ru.adminTeam;
const PATH = ADMIN_SCREENS.team.path;
/** The team screen's dialogs: `?member=new`, `?member=<id>` and `?delete=<id>`. */
const ADDRESS_KEYS = { create: "member=new", edit: "member" };

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "team");
  // A marketer reads content but changes none of it: no controls that would fail.
  const canEdit = userCan(user, "content.write");
  const canDelete = userCan(user, "content.delete");
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
    return { members, canEdit, canDelete, loadFailed: false };
  } catch (error) {
    console.error("Team members could not be loaded:", error);
    return data({ members: [] as AdminTeamMember[], canEdit, canDelete, loadFailed: true }, { status: 500 });
  }
}

/** Opening or closing a dialog only changes ?member or ?delete: the list on screen is still current. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "team", "edit");
  const submission = await parseAdminForm(request, teamActionSchema);
  // Deleting a member is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const updated = { success: t.updated, failure: t.updateFailed, what: "Team member could not be updated" };
  switch (input.intent) {
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
  const { members, canEdit, canDelete, loadFailed } = loaderData;
  const [params] = useSearchParams();
  // The dialogs live in the address, so each opens from a plain link and a form posted without a
  // script comes back to the same place; the list on screen stays as it is (shouldRevalidate).
  const { creating, editing, deleting } = addressState(params, members, { canEdit, canDelete }, ADDRESS_KEYS);
  const lastResult = (actionData as FormReply | undefined)?.result;
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
        <MemberForm
          key={editing?.id ?? "new"}
          member={editing}
          lastResult={lastResult}
          cancel={<AddressDialogClose closeTo={PATH}>{t.cancel}</AddressDialogClose>}
        />
      </AddressDialog>
      {deleting ? <DeleteConfirmation item={{ id: deleting.id, title: deleting.name }} labels={teamDeleteLabels} closeTo={PATH} /> : null}

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
