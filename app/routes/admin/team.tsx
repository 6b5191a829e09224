import { EyeIcon, EyeOffIcon, LayersIcon, TriangleAlertIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import {
  data,
  Form,
  Link,
  useNavigate,
  useNavigation,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { MemberCard } from "~/components/admin/team/member-card";
import { MemberForm } from "~/components/admin/team/member-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import * as ru from "~/i18n/ru";
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
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/team";

const t = ru.adminTeam;
const PATH = ADMIN_SCREENS.team.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "team");
  // A marketer reads content but changes none of it (DECISIONS.md 5): no controls that would fail.
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

const errorToast = (description: string) => ({ kind: "error" as const, title: ru.toast.errorTitle, description });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "team", "edit");
  const submission = await parseAdminForm(request, teamActionSchema);
  // SPEC.md 6: deleting a member is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  switch (input.intent) {
    case "save": {
      const values = memberInput(input);
      if (!input.id) {
        try {
          await createTeamMember(values, user);
        } catch (error) {
          console.error("Team member could not be added:", error);
          return invalidForm(submission, { formError: t.addFailed, status: 500 });
        }
        return redirectWithToast(PATH, { kind: "success", title: t.added });
      }
      let saved: boolean;
      try {
        saved = await updateTeamMember(input.id, values, user);
      } catch (error) {
        console.error("Team member could not be updated:", error);
        return invalidForm(submission, { formError: t.updateFailed, status: 500 });
      }
      if (!saved) return invalidForm(submission, { formError: t.updateFailed, status: 404 });
      return redirectWithToast(PATH, { kind: "success", title: t.updated });
    }
    case "toggle":
    case "move": {
      let saved = false;
      try {
        saved =
          input.intent === "toggle"
            ? await setTeamMemberVisible(input.id, input.visible, user)
            : await moveTeamMember(input.id, input.direction, user);
      } catch (error) {
        console.error("Team member could not be updated:", error);
      }
      return redirectWithToast(PATH, saved ? { kind: "success", title: t.updated } : errorToast(t.updateFailed));
    }
    case "delete": {
      let deleted = false;
      try {
        deleted = await deleteTeamMember(input.id, user);
      } catch (error) {
        console.error("Team member could not be deleted:", error);
      }
      return redirectWithToast(PATH, deleted ? { kind: "success", title: t.deleted } : errorToast(t.deleteFailed));
    }
  }
}

export default function TeamScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { members, canEdit, canDelete, loadFailed } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const close = () => navigate(PATH, { replace: true, preventScrollReset: true });

  // The dialogs live in the address (?member=new, ?member={id}, ?delete={id}), so each opens from
  // a plain link and a form posted without a script comes back to the same place. Without a script
  // (before hydration) they are shown as cards on the page instead.
  const memberParam = params.get("member");
  const editing = memberParam && memberParam !== "new" ? (members.find((m) => m.id === memberParam) ?? null) : null;
  const formOpen = canEdit && (memberParam === "new" || editing !== null);
  const deleting = canDelete ? (members.find((m) => m.id === params.get("delete")) ?? null) : null;
  const lastResult = (actionData as FormReply | undefined)?.result;
  const deletePending = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";

  const form = formOpen ? (
    <MemberForm
      key={editing?.id ?? "new"}
      member={editing}
      lastResult={lastResult}
      cancel={
        hydrated ? (
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t.cancel}
            </Button>
          </DialogClose>
        ) : (
          <Link to={PATH} className={buttonVariants({ variant: "outline" })}>
            {t.cancel}
          </Link>
        )
      }
    />
  ) : null;
  const formTitle = editing ? t.editTitle : t.addTitle;

  const confirmation = deleting ? (
    <Form method="post" action={PATH} className="contents">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={deleting.id} />
      <Button type="submit" variant="destructive" disabled={deletePending}>
        {t.delete}
      </Button>
    </Form>
  ) : null;

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

      {!hydrated && form ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{formTitle}</h2>
            </CardTitle>
            <CardDescription>{t.dialogText}</CardDescription>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
      ) : null}
      {!hydrated && deleting ? (
        <Card role="alertdialog" aria-labelledby="team-delete-title" aria-describedby="team-delete-text">
          <CardHeader>
            <CardTitle>
              <h2 id="team-delete-title">{t.deleteTitle}</h2>
            </CardTitle>
            <CardDescription id="team-delete-text">{t.deleteText(deleting.name)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={PATH} className={buttonVariants({ variant: "outline" })}>
              {t.cancel}
            </Link>
            {confirmation}
          </CardContent>
        </Card>
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

      <Dialog open={hydrated && formOpen} onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent closeLabel={ru.admin.shell.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{formTitle}</DialogTitle>
            <DialogDescription>{t.dialogText}</DialogDescription>
          </DialogHeader>
          {form}
        </DialogContent>
      </Dialog>

      <AlertDialog open={hydrated && deleting !== null} onOpenChange={(open) => (open ? undefined : close())}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{deleting ? t.deleteText(deleting.name) : null}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
            {confirmation}
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
