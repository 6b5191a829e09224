/**
 * Blog bodies are Markdown (docs/decisions/0028-blog-markdown.md): marked turns them into HTML on
 * the server, raw HTML typed into a body is shown as text, and DOMPurify then keeps only the tags,
 * attributes and link targets an article needs. Nothing of this reaches the public JavaScript.
 */
import type DOMPurifyType from "dompurify";
import { Marked } from "marked";

type Purify = ReturnType<typeof DOMPurifyType>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    // Staff write Markdown, not HTML: a tag typed into a body is shown as typed, never run. The
    // sanitiser below would remove anything active anyway; this keeps the text visible instead.
    html({ text }) {
      return escapeHtml(text);
    },
    // The post's title is the page's one level-one heading; a "# " in the body becomes a level two.
    heading({ tokens, depth }) {
      const level = Math.max(2, depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

const ALLOWED_TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "em", "del", "s", "code", "pre", "blockquote",
  "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "input",
];
const ALLOWED_ATTR = ["href", "title", "src", "alt", "start", "align", "type", "checked", "disabled"];
/** Web and mail links, this site's own paths and anchors; no javascript:, data: or protocol-relative //host. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

let purifier: Promise<Purify> | undefined;

/** DOMPurify on a jsdom window of its own (the SVG sanitiser has different hooks), loaded on first use. */
function getPurifier(): Promise<Purify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
    const purify = createDOMPurify(new JSDOM("").window);
    purify.addHook("afterSanitizeAttributes", (node) => {
      const element = node as Element;
      if (element.tagName === "A" && element.hasAttribute("href")) {
        // Links to other sites pass no referrer and no ranking (a post may quote anything).
        if (/^https?:/i.test(element.getAttribute("href") ?? "")) element.setAttribute("rel", "nofollow noopener noreferrer");
        else element.removeAttribute("rel");
      }
      if (element.tagName === "IMG") {
        element.setAttribute("loading", "lazy");
        element.setAttribute("decoding", "async");
      }
      // GFM task lists only: a checkbox that cannot be ticked.
      if (element.tagName === "INPUT") {
        if (element.getAttribute("type") !== "checkbox") element.remove();
        else element.setAttribute("disabled", "");
      }
    });
    return purify;
  })();
  return purifier;
}

/** The article's HTML, safe to put into the page as it is. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const html = marked.parse(markdown.replace(/\r\n?/g, "\n")) as string;
  const purify = await getPurifier();
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
}

const cache = new Map<string, string>();
const CACHE_MAX = 200;

/**
 * The rendered body of one version of a post: the key names the post and when it last changed, so
 * an edit is shown at once and unchanged posts are not parsed and sanitised on every view.
 */
export async function renderPostBody(key: string, markdown: string): Promise<string> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = await renderMarkdown(markdown);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, html);
  return html;
}
