/**
 * The action of an ordered, hideable list screen (services, advantages): save, delete, show or hide,
 * move, each answered with the screen's toast. The screen gives its store and its Russian messages.
 */
import { invalidForm } from "~/server/admin-form.server";
import type { AuditActor } from "~/server/audit.server";
import { redirectWithError, redirectWithToast } from "~/server/toast.server";

export type OrderedListStore<Columns> = {
  create: (columns: Columns, actor: AuditActor) => Promise<unknown>;
  /** False: no such item. */
  update: (id: string, columns: Columns, actor: AuditActor) => Promise<boolean>;
  remove: (id: string, actor: AuditActor) => Promise<boolean>;
  setVisible: (id: string, visible: boolean, actor: AuditActor) => Promise<boolean>;
  move: (id: string, direction: "up" | "down", actor: AuditActor) => Promise<boolean>;
};

export type OrderedListMessages = { saved: string; deleted: string; shown: string; hidden: string; moved: string; notFound: string };

type Input<Fields> =
  | ({ intent: "save"; id?: string } & Fields)
  | { intent: "delete"; id: string }
  | { intent: "visibility"; id: string; visible: boolean }
  | { intent: "move"; id: string; direction: "up" | "down" };

export async function runOrderedListAction<Fields, Columns>(options: {
  submission: Parameters<typeof invalidForm>[0];
  input: Input<Fields>;
  actor: AuditActor;
  /** Where every answer goes back to: the screen. */
  path: string;
  store: OrderedListStore<Columns>;
  columns: (fields: Fields) => Columns;
  messages: OrderedListMessages;
}) {
  const { submission, input, actor, path, store, messages } = options;
  const success = (title: string) => redirectWithToast(path, { kind: "success", title });
  const notFound = () => redirectWithError(path, messages.notFound);
  switch (input.intent) {
    case "save": {
      const { intent: _intent, id, ...fields } = input;
      const columns = options.columns(fields as Fields);
      if (id) {
        if (!(await store.update(id, columns, actor))) return invalidForm(submission, { formError: messages.notFound, status: 404 });
      } else {
        await store.create(columns, actor);
      }
      return success(messages.saved);
    }
    case "delete":
      return (await store.remove(input.id, actor)) ? success(messages.deleted) : notFound();
    case "visibility":
      return (await store.setVisible(input.id, input.visible, actor)) ? success(input.visible ? messages.shown : messages.hidden) : notFound();
    case "move":
      return (await store.move(input.id, input.direction, actor)) ? success(messages.moved) : notFound();
  }
}
