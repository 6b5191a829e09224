import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { TEAM_DEPARTMENTS } from "~/lib/constants";

import { useHydrated } from "../use-hydrated";
import { AvatarField } from "./avatar-field";
import { DEFAULT_DEPARTMENT, DEFAULT_LANGUAGES, memberSchema } from "~/schemas/admin/team";
import type { AdminTeamMember } from "~/schemas/admin/team";

const t = ru.adminTeam;

type Props = {
  /** The member being edited; absent when adding. */
  member: AdminTeamMember | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The form's cancel control: the dialog's close button, or a link back without a script. */
  cancel: React.ReactNode;
};

/** The add/edit form of a team member: in the dialog, or on the page without a script. */
export function MemberForm({ member, lastResult, cancel }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useAdminForm(memberSchema, {
    id: `team-member-${member?.id ?? "new"}`,
    lastResult,
    defaultValue: member
      ? {
          name: member.name,
          position: member.position,
          department: member.department,
          bio: member.bio ?? "",
          email: member.email ?? "",
          phone: member.phone ?? "",
          linkedin: member.linkedin ?? "",
          skills: member.skills.join(", "),
          languages: member.languages.join(", "),
          experience: member.experience ?? "",
          education: member.education ?? "",
          joinDate: member.joinDate ?? "",
          hiringStatus: member.hiringStatus ?? "",
        }
      : { department: DEFAULT_DEPARTMENT, languages: DEFAULT_LANGUAGES.join(", ") },
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  // The add button stays disabled until a name and a position are typed (a script is needed to
  // know; without one the server answers with the message instead).
  const incomplete = hydrated && (!fields.name.value || !fields.position.value);

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="save" />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <AvatarField
        key={member?.id ?? "new"}
        meta={fields.avatar}
        initial={{ url: member?.avatar ?? null, image: member?.avatarImage ?? null }}
      />
      <FieldGroup columns={2}>
        <FormField meta={fields.name} label={t.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.position} label={t.position}>
          <Input {...getInputProps(fields.position, { type: "text" })} key={fields.position.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.department} label={t.department}>
          <NativeSelect {...getSelectProps(fields.department)} key={fields.department.key}>
            {TEAM_DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField meta={fields.hiringStatus} label={t.hiringStatus} description={t.hiringStatusHint}>
          <Input {...getInputProps(fields.hiringStatus, { type: "text" })} key={fields.hiringStatus.key} autoComplete="off" />
        </FormField>
      </FieldGroup>
      <FormField meta={fields.bio} label={t.bio}>
        <Textarea {...getTextareaProps(fields.bio)} key={fields.bio.key} rows={3} />
      </FormField>
      <FieldGroup columns={2}>
        <FormField meta={fields.email} label={t.email}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.phone} label={t.phone}>
          <Input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.linkedin} label={t.linkedin} description={t.linkedinHint} className="sm:col-span-2">
          <Input {...getInputProps(fields.linkedin, { type: "url" })} key={fields.linkedin.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.skills} label={t.skills} description={t.skillsHint}>
          <Input {...getInputProps(fields.skills, { type: "text" })} key={fields.skills.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.languages} label={t.languages} description={t.languagesHint}>
          <Input {...getInputProps(fields.languages, { type: "text" })} key={fields.languages.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.experience} label={t.experience}>
          <Input {...getInputProps(fields.experience, { type: "text" })} key={fields.experience.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.education} label={t.education}>
          <Input {...getInputProps(fields.education, { type: "text" })} key={fields.education.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.joinDate} label={t.joinDate}>
          <Input {...getInputProps(fields.joinDate, { type: "date" })} key={fields.joinDate.key} />
        </FormField>
      </FieldGroup>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={incomplete || saving}>
          {member ? t.save : t.create}
        </Button>
      </div>
    </Form>
  );
}
