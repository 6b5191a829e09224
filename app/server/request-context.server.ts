import { createContext } from "react-router";

export type RequestInfo = {
  /** The visitor's address: the socket peer, or X-Forwarded-For's first hop when TRUST_PROXY is on. */
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });
