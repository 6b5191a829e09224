import { describe, expect, it } from "vitest";

import { groupCommit } from "./group-commit.server";

/** A fake store: records each commit's items; an item "bad" makes the whole commit fail, as a constraint would. */
function fakeStore() {
  const commits: string[][] = [];
  const committed = new Set<string>();
  const commit = async (batch: readonly string[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (batch.includes("bad")) throw new Error("refused");
    commits.push([...batch]);
    for (const item of batch) committed.add(item);
    return batch.map((item) => `id-${item}`);
  };
  return { commits, committed, commit };
}

describe("groupCommit", () => {
  it("stores writes sent at once in one commit, and answers each only after its commit", async () => {
    const store = fakeStore();
    const write = groupCommit(store.commit, 100);
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map(async (item) => {
        const id = await write(item);
        return { id, committedWhenAnswered: store.committed.has(item) };
      }),
    );
    expect(answers).toEqual(["a", "b", "c", "d"].map((item) => ({ id: `id-${item}`, committedWhenAnswered: true })));
    expect(store.commits).toEqual([["a", "b", "c", "d"]]);
  });

  it("writes arriving while a commit runs go together in the next one, at most maxBatch each", async () => {
    const store = fakeStore();
    const write = groupCommit(store.commit, 2);
    const first = write("a");
    await new Promise((resolve) => setTimeout(resolve, 1));
    await Promise.all([first, write("b"), write("c"), write("d")]);
    expect(store.commits).toEqual([["a"], ["b", "c"], ["d"]]);
  });

  it("a write that fails fails alone: the others of its batch are stored and answered", async () => {
    const store = fakeStore();
    const write = groupCommit(store.commit, 100);
    const results = await Promise.allSettled(["a", "bad", "c"].map((item) => write(item)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect([...store.committed].sort()).toEqual(["a", "c"]);
  });
});
