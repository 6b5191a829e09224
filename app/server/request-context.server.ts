import { createContext, type RouterContext } from "react-router";

/** One public write spent, or refused until the window allows another. */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

type RequestInfo = {
  /** The visitor's address: the socket peer, or what trusted proxies say of it (server/forwarded.ts). */
  clientIp: string;
  /**
   * The public write budget's answer for this request, on routes whose action shows a refusal
   * itself (the contact page); null elsewhere. Decided by server/public-write-guard.ts.
   */
  publicWrite: RateDecision | null;
};

// The server entry (run by tsx) and the route bundle (built by Vite) each load their own copy of
// this module, and a context is looked up by identity: one object on globalThis serves both.
const CONTEXT = Symbol.for("ai-site.request-info-context");
type GlobalWithContext = typeof globalThis & { [CONTEXT]?: RouterContext<RequestInfo> };

export const requestInfoContext = ((globalThis as GlobalWithContext)[CONTEXT] ??= createContext<RequestInfo>({
  clientIp: "unknown",
  publicWrite: null,
}));
