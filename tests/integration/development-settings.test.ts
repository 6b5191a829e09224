/**
 * Settings meant for development and tests only (OUTBOUND_ALLOW_HOSTS, WEBHOOK_ALLOW_HTTP; issue 21
 * point 8): the real server entry warns about each on every start while it is set, and says nothing
 * without them. The dashboard's site health item is in site-health.test.ts.
 */
import { afterAll, describe, expect, it } from "vitest";

import { removeServerData, startServerProcess } from "../setup/server-process";

afterAll(removeServerData);

describe("a start with development settings", () => {
  it("warns in the log about OUTBOUND_ALLOW_HOSTS and WEBHOOK_ALLOW_HTTP while they are set", async () => {
    const server = await startServerProcess({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1:4321,localhost:8080", WEBHOOK_ALLOW_HTTP: "true" });
    expect(server.output()).toContain(
      "Warning: OUTBOUND_ALLOW_HOSTS is set (127.0.0.1:4321, localhost:8080): the website analysis and CRM webhooks may reach these private addresses. It is meant for development and tests; leave it empty in production.",
    );
    expect(server.output()).toContain("Warning: WEBHOOK_ALLOW_HTTP is true: CRM webhooks may send leads over plain http.");
    expect(await server.stop()).toBe(0);
  }, 90_000);

  it("says nothing of them when they are not set", async () => {
    const server = await startServerProcess({ OUTBOUND_ALLOW_HOSTS: undefined, WEBHOOK_ALLOW_HTTP: undefined });
    expect(server.output()).toContain("Server listening");
    expect(server.output()).not.toContain("OUTBOUND_ALLOW_HOSTS");
    expect(server.output()).not.toContain("WEBHOOK_ALLOW_HTTP");
    expect(await server.stop()).toBe(0);
  }, 90_000);
});
