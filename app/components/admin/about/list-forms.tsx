import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { HandshakeIcon, MilestoneIcon } from "lucide-react";

import { FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import type { Partner, TimelineStep } from "~/schemas/defaults/company";
import { PARTNERS_MAX, TIMELINE_MAX } from "~/schemas/site-settings";

import { ListEditor } from "./list-editor";
import { partnersSchema, timelineSchema } from "~/schemas/admin/about";

const t = ru.adminAbout;

type Props<Row> = { rows: Row[]; lastResult: SubmissionResult<string[]> | undefined; saving: boolean; canEdit: boolean };

const BLANK_STEP: TimelineStep = { period: "", title: "", description: "" };
const BLANK_PARTNER: Partner = { name: "", type: "", description: "" };

/** The About page's timeline (company_timeline): period, title and description per step. */
export function TimelineForm({ rows, lastResult, saving, canEdit }: Props<TimelineStep>) {
  const [form, fields] = useAdminForm(timelineSchema, {
    id: "about-timeline",
    lastResult,
    defaultValue: { intent: "timeline", company_timeline: rows },
  });
  const list = fields.company_timeline;
  return (
    <ListEditor
      formProps={getFormProps(form)}
      intent="timeline"
      icon={MilestoneIcon}
      title={t.timeline}
      lead={t.timelineLead}
      empty={t.timelineEmpty}
      addLabel={t.addStep}
      rowLabel={t.step}
      max={TIMELINE_MAX}
      saving={saving}
      canEdit={canEdit}
      listError={{ id: list.errorId, errors: list.errors }}
      formError={{ id: form.errorId, errors: form.errors }}
      buttons={{
        add: form.insert.getButtonProps({ name: list.name, defaultValue: BLANK_STEP }),
        remove: (index) => form.remove.getButtonProps({ name: list.name, index }),
        move: (from, to) => form.reorder.getButtonProps({ name: list.name, from, to }),
      }}
      rows={list.getFieldList().map((row) => {
        const step = row.getFieldset();
        return {
          key: row.key ?? row.id,
          fields: (
            <FieldGroup>
              <FieldGroup columns={2}>
                <FormField meta={step.period} label={t.period}>
                  <Input {...getInputProps(step.period, { type: "text" })} key={step.period.key} autoComplete="off" />
                </FormField>
                <FormField meta={step.title} label={t.stepTitle}>
                  <Input {...getInputProps(step.title, { type: "text" })} key={step.title.key} autoComplete="off" />
                </FormField>
              </FieldGroup>
              <FormField meta={step.description} label={t.stepDescription}>
                <Textarea {...getTextareaProps(step.description)} key={step.description.key} rows={2} />
              </FormField>
            </FieldGroup>
          ),
        };
      })}
    />
  );
}

/** The About page's partners (company_partners): name, type badge and description. */
export function PartnersForm({ rows, lastResult, saving, canEdit }: Props<Partner>) {
  const [form, fields] = useAdminForm(partnersSchema, {
    id: "about-partners",
    lastResult,
    defaultValue: { intent: "partners", company_partners: rows },
  });
  const list = fields.company_partners;
  return (
    <ListEditor
      formProps={getFormProps(form)}
      intent="partners"
      icon={HandshakeIcon}
      title={t.partners}
      lead={t.partnersLead}
      empty={t.partnersEmpty}
      addLabel={t.addPartner}
      rowLabel={t.partner}
      max={PARTNERS_MAX}
      saving={saving}
      canEdit={canEdit}
      listError={{ id: list.errorId, errors: list.errors }}
      formError={{ id: form.errorId, errors: form.errors }}
      buttons={{
        add: form.insert.getButtonProps({ name: list.name, defaultValue: BLANK_PARTNER }),
        remove: (index) => form.remove.getButtonProps({ name: list.name, index }),
        move: (from, to) => form.reorder.getButtonProps({ name: list.name, from, to }),
      }}
      rows={list.getFieldList().map((row) => {
        const partner = row.getFieldset();
        return {
          key: row.key ?? row.id,
          fields: (
            <FieldGroup>
              <FieldGroup columns={2}>
                <FormField meta={partner.name} label={t.partnerName}>
                  <Input {...getInputProps(partner.name, { type: "text" })} key={partner.name.key} autoComplete="off" />
                </FormField>
                <FormField meta={partner.type} label={t.partnerType} description={t.partnerTypeHint}>
                  <Input
                    {...getInputProps(partner.type, { type: "text", ariaDescribedBy: partner.type.descriptionId })}
                    key={partner.type.key}
                    autoComplete="off"
                  />
                </FormField>
              </FieldGroup>
              <FormField meta={partner.description} label={t.partnerDescription}>
                <Textarea {...getTextareaProps(partner.description)} key={partner.description.key} rows={2} />
              </FormField>
            </FieldGroup>
          ),
        };
      })}
    />
  );
}
