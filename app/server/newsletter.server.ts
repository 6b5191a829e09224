import { newsletterSubscribers } from "~/db/schema";
import { db } from "~/server/db.server";

/** Idempotent: subscribing an address twice succeeds and keeps one row. Expects a lower-cased address. */
export async function subscribeToNewsletter(email: string): Promise<{ created: boolean }> {
  const database = await db();
  const inserted = await database
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
