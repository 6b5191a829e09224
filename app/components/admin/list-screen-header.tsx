import { Link } from "react-router";

import { DeleteConfirmation, type DeleteLabels } from "~/components/admin/delete-link";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";

type Props = {
  labels: DeleteLabels & { title: string; lead: string; add: string };
  /** A role that may add, while the new item's form is not already open. */
  showAdd: boolean;
  /** What `?delete=<id>` asks about: the question shown on the page until a script runs. */
  deleting: { id: string; title: string } | null;
  closeTo: string;
};

/** The top of an ordered list screen: title, lead, the add link, and the delete question of the address. */
export function ListScreenHeader({ labels, showAdd, deleting, closeTo }: Props) {
  return (
    <>
      <PageHeader
        title={labels.title}
        description={labels.lead}
        actions={
          showAdd ? (
            <Button asChild>
              <Link to="?new">{labels.add}</Link>
            </Button>
          ) : null
        }
      />
      {deleting ? <DeleteConfirmation item={deleting} labels={labels} closeTo={closeTo} /> : null}
    </>
  );
}
