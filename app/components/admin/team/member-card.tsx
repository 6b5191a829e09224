import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, LanguagesIcon, MailIcon, PencilIcon, PhoneIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { DeleteLink, type DeleteLabels } from "~/components/admin/delete-link";
import { initialsOf } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { imageAttributes } from "~/lib/media";
import { ADMIN_SCREENS } from "~/lib/permissions";

import type { AdminTeamMember } from "~/schemas/admin/team";

const t = ru.adminTeam;
const MAX_SKILLS = 4;

export const teamDeleteLabels: DeleteLabels = {
  delete: t.delete,
  deleteNamed: t.deleteOf,
  deleteTitle: t.deleteTitle,
  deleteText: t.deleteText,
  cancel: t.cancel,
};

type Props = {
  member: AdminTeamMember;
  first: boolean;
  last: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

/** One small form posting an intent for the member: works without a script, a button each. */
function IntentForm({ member, intent, children }: { member: AdminTeamMember; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" action={ADMIN_SCREENS.team.path} className="contents" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={member.id} />
      {children}
    </Form>
  );
}

export function MemberCard({ member, first, last, canEdit, canDelete }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === member.id;
  const extraSkills = member.skills.length - MAX_SKILLS;
  return (
    <Card className="gap-4 p-4 sm:p-5" data-testid="team-card" data-name={member.name}>
      <div className="flex items-start gap-4">
        {member.avatar ? (
          <img
            {...(member.avatarImage ? imageAttributes(member.avatarImage, "64px") : { src: member.avatar })}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-2xl object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-2xl bg-indigo-100 text-lg font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100"
          >
            {initialsOf(member.name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{member.name}</h3>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">{member.position}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge variant="outline">{member.department}</Badge>
            {member.isVisible ? null : <Badge variant="secondary">{t.hidden}</Badge>}
            {member.hiringStatus ? (
              <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                {t.upcoming}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>

      {member.bio ? <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{member.bio}</p> : null}
      {member.hiringStatus ? <p className="text-sm text-amber-800 dark:text-amber-200">{member.hiringStatus}</p> : null}

      {member.email || member.phone ? (
        <ul className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400">
          {member.email ? (
            <li className="flex min-w-0 items-center gap-2">
              <MailIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{member.email}</span>
            </li>
          ) : null}
          {member.phone ? (
            <li className="flex items-center gap-2">
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
              {member.phone}
            </li>
          ) : null}
        </ul>
      ) : null}

      {member.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t.skills}>
          {member.skills.slice(0, MAX_SKILLS).map((skill) => (
            <li key={skill}>
              <Badge variant="secondary">{skill}</Badge>
            </li>
          ))}
          {extraSkills > 0 ? (
            <li>
              <Badge variant="outline">+{extraSkills}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-slate-200 pt-4 dark:border-slate-800">
        {canEdit ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`?member=${member.id}`} preventScrollReset aria-label={t.editOf(member.name)}>
              <PencilIcon aria-hidden="true" />
              {t.edit}
            </Link>
          </Button>
        ) : null}
        {/* Every role reads the translations; a marketer's form is read-only (ADR 0074). */}
        <Button asChild variant="ghost" size="sm">
          <Link to={`?member=${member.id}&lang=kz`} aria-label={ru.adminTranslations.openNamed(member.name)}>
            <LanguagesIcon aria-hidden="true" />
            {ru.adminTranslations.open}
          </Link>
        </Button>
        {canEdit ? (
          <>
            <IntentForm member={member} intent="toggle">
              <input type="hidden" name="visible" value={member.isVisible ? "false" : "true"} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={member.isVisible ? t.hideOf(member.name) : t.showOf(member.name)}
              >
                {member.isVisible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                {member.isVisible ? t.hide : t.show}
              </Button>
            </IntentForm>
            <IntentForm member={member} intent="move">
              <Button
                type="submit"
                name="direction"
                value="up"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={first || busy}
                aria-label={t.moveUpOf(member.name)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                type="submit"
                name="direction"
                value="down"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={last || busy}
                aria-label={t.moveDownOf(member.name)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
            </IntentForm>
            {canDelete ? (
              <span className="ml-auto">
                <DeleteLink item={{ id: member.id, title: member.name }} labels={teamDeleteLabels} withText />
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    </Card>
  );
}
