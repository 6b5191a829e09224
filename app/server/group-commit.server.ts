/**
 * Group commit (ADR 0072): writes that arrive while one transaction is committing wait for it and
 * then go together in the next one, so a burst of concurrent leads costs a few transactions instead
 * of one each. The first write after a quiet moment waits only for the event loop's turn (the other
 * requests already received reach the queue first), never for a timer.
 * Each caller's promise settles only once its own transaction committed (or failed), so nothing is
 * acknowledged before it is durable. Should a batch fail, each of its writes is tried again alone,
 * so one bad write fails only its own caller.
 */
type Waiting<In, Out> = { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void };

export function groupCommit<In, Out>(
  /** Commits the batch in one transaction; answers one result per item, in the items' order. */
  commit: (batch: readonly In[]) => Promise<Out[]>,
  maxBatch: number,
): (item: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let committing = false;

  const settle = async (batch: Waiting<In, Out>[]) => {
    try {
      const results = await commit(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await settle([waiting]);
    }
  };

  const drain = async () => {
    try {
      while (queue.length > 0) await settle(queue.splice(0, maxBatch));
    } finally {
      committing = false;
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (committing) return;
      committing = true;
      // After the requests already read from their sockets have reached this queue too: with PGlite
      // a transaction never waits on I/O, so without this turn no other request could join it.
      setImmediate(() => void drain());
    });
}
