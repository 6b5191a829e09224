/** The public site's live design (the newest saved version), as the head of every page carries it. */

export type DesignHead = {
  /** CSS custom properties for :root, inlined in the server-rendered <head>: no extra request, no flash. */
  css: string;
  /** The self-hosted font's stylesheet, when a font other than the system one is chosen. */
  fontHref: string | null;
};

export async function readDesignHead(): Promise<DesignHead> {
  return { css: "", fontHref: null };
}
