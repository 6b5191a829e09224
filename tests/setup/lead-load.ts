/**
 * A load of lead submissions from many concurrent clients (the lead dialog's POST /api/leads), each
 * with its own phone number, remembering which were acknowledged (201 with the lead's id): the fault
 * runs (tests/setup/fault-runs.ts) compare those with the database afterwards.
 */

export type LeadLoad = {
  /** Lead id → the phone number it was sent with, for every 201. */
  acknowledged: Map<string, string>;
  /** Answers by status; `network` for a connection refused or cut, `timeout` for no answer in time. */
  outcomes: Map<string, number>;
  /** Answers received while `outageSince` was set, by status. */
  duringOutage: Map<string, number>;
  sent: () => number;
  /** New submissions wait (those in flight finish) until resume(). */
  pause: () => void;
  resume: () => void;
  /** Marks the answers from now on as answers during an outage, until called with false. */
  outage: (on: boolean) => void;
  /** Resolves when every submission was sent and answered (or failed). */
  done: Promise<void>;
};

/** A phone number of its own for submission `index`: '+7' and ten digits. */
export const loadPhone = (index: number) => `+77${String(index).padStart(9, "0")}`;

/** An answer slower than this counts as a hang (`timeout`), not as a slow answer. */
const HANG_MS = 15_000;

export function startLeadLoad(url: string, options: { total: number; concurrency: number }): LeadLoad {
  const acknowledged = new Map<string, string>();
  const outcomes = new Map<string, number>();
  const duringOutage = new Map<string, number>();
  let next = 0;
  let inOutage = false;
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  async function submit(index: number) {
    const phone = loadPhone(index);
    let outcome: string;
    try {
      const response = await fetch(`${url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ name: "Нагрузка", phone }),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const body = (await response.json().catch(() => null)) as { id?: string } | null;
      if (response.status === 201 && body?.id) acknowledged.set(body.id, phone);
      outcome = String(response.status);
    } catch (error) {
      outcome = error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "network";
    }
    count(outcomes, outcome);
    if (inOutage) count(duringOutage, outcome);
  }

  async function worker() {
    for (;;) {
      while (gate) await gate.promise;
      if (next >= options.total) return;
      await submit(next++);
    }
  }

  return {
    acknowledged,
    outcomes,
    duringOutage,
    sent: () => next,
    pause: () => {
      if (gate) return;
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    resume: () => {
      const opened = gate;
      gate = null;
      opened?.open();
    },
    outage: (on) => {
      inOutage = on;
    },
    done: Promise.all(Array.from({ length: options.concurrency }, worker)).then(() => undefined),
  };
}
