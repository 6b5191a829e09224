import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { FakeOpenAi } from "../tests/fakes/openai-server";
import { signIn } from "./hero-image";
import { rssMb } from "./process-cpu";

/**
 * Issue 10 point 25: the chat's latency, its load, the leads list at 10,000 leads and the widget's
 * own size. The server runs against the fake OpenAI API of tests/fakes (started by bench/run.ts in
 * this process, so its clock and the client's are one).
 */

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const sessionId = (label: string, i: number) => `bench_${label}_${i}_${Math.random().toString(36).slice(2, 8)}`;

async function chat(baseUrl: string, id: string, message: string, onFirstDelta?: () => void): Promise<{ ok: boolean; text: string; status: number }> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sessionId: id, message }),
  });
  if (!response.ok || !response.body) return { ok: false, text: await response.text(), status: response.status };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  let first = true;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    raw += decoder.decode(chunk.value, { stream: true });
    if (first && raw.includes('"delta"')) {
      first = false;
      onFirstDelta?.();
    }
  }
  return { ok: raw.includes('"done"'), text: raw, status: response.status };
}

export type FirstToken = { samples: number; medianMs: number; p95Ms: number; directMedianMs: number };

/**
 * From the moment the fake model writes its first word to the moment the browser-side reader has
 * it: what the server adds on the way. Baseline: the same first word read straight from the fake.
 */
export async function measureFirstToken(baseUrl: string, llm: FakeOpenAi, samples = 30): Promise<FirstToken> {
  const through: number[] = [];
  for (let i = 0; i < samples; i++) {
    llm.queue({ content: "Первое слово ответа и ещё немного текста.", chunkSize: 8 });
    const before = llm.requests.length;
    let seenAt = 0n;
    const result = await chat(baseUrl, sessionId("latency", i), "Сколько стоит AI-агент?", () => {
      seenAt = process.hrtime.bigint();
    });
    const sentAt = llm.requests[before]?.firstContentAt;
    if (result.ok && sentAt && seenAt) through.push(Number(seenAt - sentAt) / 1e6);
  }
  const direct: number[] = [];
  for (let i = 0; i < samples; i++) {
    llm.queue({ content: "Первое слово ответа и ещё немного текста.", chunkSize: 8 });
    const before = llm.requests.length;
    const response = await fetch(`${llm.url}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Привет" }] }),
    });
    const reader = response.body!.getReader();
    let seenAt = 0n;
    let raw = "";
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      raw += new TextDecoder().decode(chunk.value);
      if (!seenAt && raw.includes('"content":"Перв')) seenAt = process.hrtime.bigint();
    }
    const sentAt = llm.requests[before]?.firstContentAt;
    if (sentAt && seenAt) direct.push(Number(seenAt - sentAt) / 1e6);
  }
  return {
    samples: through.length,
    medianMs: percentile(through, 50),
    p95Ms: percentile(through, 95),
    directMedianMs: percentile(direct, 50),
  };
}

export type ConcurrentChats = {
  conversations: number;
  completed: number;
  errors: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Why the conversations that did not complete failed, each reason with its count. */
  failures: Record<string, number>;
};

/** What went wrong with one conversation, short enough to print, alike for alike failures. */
function failureOf(result: PromiseSettledResult<{ ok: boolean; text: string; status: number }>): string | null {
  if (result.status === "rejected") return `request failed: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`;
  const { ok, text, status } = result.value;
  if (ok) return null;
  if (status < 200 || status > 299) return `HTTP ${status}: ${text.slice(0, 120)}`;
  const lastEvent = text.trim().split("\n").filter(Boolean).at(-1) ?? "nothing";
  return `stream ended without "done", last: ${lastEvent.replace(/"delta":"[^"]*"/, '"delta":…').slice(0, 160)}`;
}

/** Many visitors at once, each answer streamed over ~2 s, with the server's memory sampled throughout. */
export async function measureConcurrentChats(baseUrl: string, llm: FakeOpenAi, pid: number, conversations = 200): Promise<ConcurrentChats> {
  const answer = "Мы разрабатываем AI-агентов для продаж и поддержки, интегрируем их с CRM и мессенджерами. ".repeat(4);
  llm.queue(...Array.from({ length: conversations }, () => ({ content: answer, chunkSize: 12, chunkDelayMs: 60 })));
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (rssPeakMb = Math.max(rssPeakMb, mb)));
  }, 100);
  const started = Date.now();
  const results = await Promise.allSettled(
    Array.from({ length: conversations }, (_, i) => chat(baseUrl, sessionId("load", i), "Расскажите о ваших услугах")),
  );
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
  const completed = results.filter((r) => r.status === "fulfilled" && r.value.ok).length;
  const failures: Record<string, number> = {};
  for (const reason of results.map(failureOf)) if (reason) failures[reason] = (failures[reason] ?? 0) + 1;
  return { conversations, completed, errors: conversations - completed, seconds: (Date.now() - started) / 1000, rssBeforeMb, rssPeakMb, failures };
}

export type LeadsListTiming = { leads: number; emptyMedianMs: number; fullMedianMs: number; fullP95Ms: number; searchMedianMs: number };

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { Cookie: cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The leads screen's page (its loader and render) before and after 10,000 leads arrive through the lead dialog's API. */
export async function measureLeadsList(baseUrl: string, total = 10_000): Promise<LeadsListTiming> {
  const cookie = await signIn(baseUrl);
  const pageUrl = (query: string) => `${baseUrl}/admin/leads${query}`;
  const empty: number[] = [];
  for (let i = 0; i < 10; i++) empty.push(await timedGet(pageUrl(""), cookie));

  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const response = await fetch(`${baseUrl}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Клиент ${i}`, phone: `+7701${String(i).padStart(7, "0")}` }),
      });
      if (response.status !== 201) throw new Error(`lead ${i}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const full: number[] = [];
  for (let page = 1; page <= 20; page++) full.push(await timedGet(pageUrl(`?page=${page * 20}`), cookie));
  const search: number[] = [];
  for (let i = 0; i < 10; i++) search.push(await timedGet(pageUrl(`?q=${encodeURIComponent(`Клиент ${i * 731}`)}`), cookie));
  return {
    leads: total,
    emptyMedianMs: percentile(empty, 50),
    fullMedianMs: percentile(full, 50),
    fullP95Ms: percentile(full, 95),
    searchMedianMs: percentile(search, 50),
  };
}

export type WidgetSize = { files: string[]; gzipBytes: number };

/**
 * The widget's own code: the window's chunk and every chunk only it (or chunks only it needs)
 * imports, gzip-compressed as the server sends them. The rest it uses (Preact, icons' base, the
 * Russian strings) is already on the page.
 */
export function measureWidgetSize(buildDir: string): WidgetSize {
  const assets = path.join(buildDir, "client/assets");
  const files = readdirSync(assets).filter((f) => f.endsWith(".js"));
  const imports = new Map(
    files.map((f) => [
      f,
      [...readFileSync(path.join(assets, f), "utf8").matchAll(/from"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]!),
    ]),
  );
  const importers = new Map<string, string[]>();
  for (const [file, deps] of imports) for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), file]);
  const window = files.find((f) => f.startsWith("chat-window-"));
  if (!window) throw new Error("No chat-window chunk in the build");
  const own = new Set([window]);
  for (let grew = true; grew;) {
    grew = false;
    for (const dep of [...own].flatMap((f) => imports.get(f) ?? [])) {
      if (!own.has(dep) && (importers.get(dep) ?? []).every((importer) => own.has(importer))) {
        own.add(dep);
        grew = true;
      }
    }
  }
  const gzip = (file: string) => gzipSync(readFileSync(path.join(assets, file))).length;
  return { files: [...own], gzipBytes: [...own].reduce((sum, f) => sum + gzip(f), 0) };
}
