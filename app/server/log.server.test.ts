import { describe, expect, it } from "vitest";

import { scrubLine, serializeError } from "./log.server";

const line = (msg: string) => JSON.stringify({ level: "warn", time: "2026-11-26T10:00:00.000Z", pid: 4242, reqId: "0c6f3a52-1b1e-4a8e-9d7e-123456789012", msg });

describe("scrubLine", () => {
  it("replaces the configured secrets, as they appear inside a JSON string", () => {
    const out = scrubLine(line('key sk-live-abcdef and "quoted\\secret"'), ["sk-live-abcdef", 'quoted\\secret"']);
    expect(out).not.toContain("sk-live-abcdef");
    expect(out).not.toContain("quoted");
    expect(JSON.parse(out)).toMatchObject({ msg: 'key [redacted] and "[redacted]' });
  });

  it("hides Telegram bot tokens, Authorization credentials and passwords in URLs", () => {
    const out = scrubLine(
      line("POST https://api.telegram.org/bot7012345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage failed; Authorization: Bearer abc.def-123; postgres://site:hunter2@db:5432/site"),
      [],
    );
    expect(out).not.toContain("AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw");
    expect(out).not.toContain("abc.def-123");
    expect(out).not.toContain("hunter2");
    expect(out).toContain("postgres://site:[redacted]@db:5432/site");
  });

  it("hides phone numbers however they are written, and leaves times, ids and small numbers alone", () => {
    for (const phone of ["+7 (701) 234-56-78", "+77012345678", "87012345678", "8 701 234 56 78"]) {
      const out = scrubLine(line(`lead ${phone}, 3 attempts in 1500 ms`), []);
      expect(out, phone).not.toContain(phone);
      expect(JSON.parse(out).msg).toBe("lead [phone], 3 attempts in 1500 ms");
      // The UUID's last group (twelve digits) and the ISO time are not phone numbers.
      expect(out).toContain("123456789012");
      expect(out).toContain("2026-11-26T10:00:00.000Z");
    }
  });
});

describe("serializeError", () => {
  it("drops a failed query's parameters from Drizzle's message and fields, and a conflicting key's value", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "leads_phone"'), {
      detail: "Key (phone)=(+77012345678) already exists.",
      parameters: ["Айгерим", "+77012345678"],
    });
    const error = Object.assign(new Error('Failed query: insert into "leads" ("name", "phone") values ($1, $2)\nparams: Айгерим,+77012345678'), {
      params: ["Айгерим", "+77012345678"],
      cause,
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain("Айгерим");
    expect(serialized).not.toContain("77012345678");
    expect(serialized).toContain("Failed query: insert into");
    expect(serialized).toContain("Key (phone)=([redacted]) already exists.");
  });

  it("passes a thrown value that is not an Error through", () => {
    expect(serializeError("plain")).toBe("plain");
  });
});
