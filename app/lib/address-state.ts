/**
 * Which dialog a list screen's address opens (docs/decisions/0025-dialogs-in-the-address.md): the
 * create form (`?new`), an item's form (`?edit=<id>`) or the question before deleting it
 * (`?delete=<id>`). Pure, so a loader reads it from the request and a screen that keeps its list
 * across dialog changes reads it from useSearchParams alike.
 */

/**
 * The address keys, spelled as they appear in it: `create` may carry its value too (the team
 * screen's `member=new`, which shares its key with `edit`).
 */
export type AddressKeys = { create: string; edit: string; delete: string };

export type AddressState<Item> = {
  creating: boolean;
  editing: Item | null;
  /** `?edit=` names no item (deleted in another tab): the screen may say so rather than open nothing. */
  editMissing: boolean;
  deleting: Item | null;
};

const DEFAULT_KEYS: AddressKeys = { create: "new", edit: "edit", delete: "delete" };

/**
 * Only a role that may change the list gets its forms, and only one that may delete gets the
 * question (`canDelete` is `canEdit` unless the screen reserves deletes): a marketer's address
 * opens nothing the server would refuse.
 */
export function addressState<Item extends { id: string }>(
  address: Request | URL | URLSearchParams,
  items: readonly Item[],
  rights: { canEdit: boolean; canDelete?: boolean },
  keys: Partial<AddressKeys> = {},
): AddressState<Item> {
  const params =
    address instanceof URLSearchParams ? address : (address instanceof URL ? address : new URL(address.url)).searchParams;
  const { create, edit, delete: remove } = { ...DEFAULT_KEYS, ...keys };
  const canDelete = rights.canDelete ?? rights.canEdit;
  const find = (id: string | null) => (id ? (items.find((item) => item.id === id) ?? null) : null);
  const [createKey, createValue] = create.split("=", 2) as [string, string | undefined];
  const creating =
    rights.canEdit && (createValue === undefined ? params.has(createKey) : params.get(createKey) === createValue);
  const editId = creating && createKey === edit ? null : params.get(edit);
  const editing = rights.canEdit ? find(editId) : null;
  return {
    creating,
    editing,
    editMissing: rights.canEdit && editId !== null && editing === null,
    deleting: canDelete ? find(params.get(remove)) : null,
  };
}
