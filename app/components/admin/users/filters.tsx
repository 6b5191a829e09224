import { SearchIcon } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";

import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import { roleLabel } from "~/lib/permissions";

import type { UserFilters } from "~/schemas/admin/users";

const t = ru.admin.users;

/** A plain GET form: the filters live in the URL and the server does the filtering. */
export function UserFiltersForm({ filters }: { filters: UserFilters }) {
  const submit = useSubmit();
  const active = Boolean(filters.q || filters.role || filters.status);
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-col gap-3 md:flex-row md:items-center"
      onChange={(e) => {
        // Selects apply at once; the search box waits for Enter or the button.
        if (e.target instanceof HTMLSelectElement) submit(e.currentTarget, { replace: true });
      }}
    >
      <div className="relative flex-1">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={t.search}
          aria-label={t.searchLabel}
          className="pl-8"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <NativeSelect name="role" defaultValue={filters.role} aria-label={t.roleFilter} className="md:w-44">
          <option value="">{t.allRoles}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect name="status" defaultValue={filters.status} aria-label={t.statusFilter} className="md:w-40">
          <option value="">{t.allStatuses}</option>
          <option value="active">{t.statusActive}</option>
          <option value="inactive">{t.statusInactive}</option>
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {t.apply}
        </Button>
        {active ? (
          <Button asChild variant="ghost">
            <Link to="/admin/users">{t.reset}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
