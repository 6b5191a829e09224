import { createContext, type RouterContext } from "react-router";

export type RequestInfo = {
  /** The visitor's address: the socket peer, or X-Forwarded-For's first hop when TRUST_PROXY is on. */
  clientIp: string;
};

// The server entry (run by tsx) and the route bundle (built by Vite) each load their own copy of
// this module, and a context is looked up by identity: one object on globalThis serves both.
const CONTEXT = Symbol.for("ai-site.request-info-context");
type GlobalWithContext = typeof globalThis & { [CONTEXT]?: RouterContext<RequestInfo> };

export const requestInfoContext = ((globalThis as GlobalWithContext)[CONTEXT] ??= createContext<RequestInfo>({
  clientIp: "unknown",
}));
