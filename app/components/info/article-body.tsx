import { Fragment } from "react";

/**
 * Blog posts are stored as plain text with a small Markdown subset (## and ### headings, "- " and
 * "1. " lists, **bold**), rendered here as React elements so no stored HTML ever reaches the page.
 */
export type ArticleBlock =
  | { kind: "h2" | "h3" | "p"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

const UNORDERED = /^[-*]\s+/;
const ORDERED = /^\d+[.)]\s+/;

export function parseArticle(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith("### ")) {
      blocks.push({ kind: "h3", text: first.slice(4).trim() });
      pushRest(blocks, lines.slice(1));
    } else if (first.startsWith("## ")) {
      blocks.push({ kind: "h2", text: first.slice(3).trim() });
      pushRest(blocks, lines.slice(1));
    } else {
      pushRest(blocks, lines);
    }
  }
  return blocks;
}

function pushRest(blocks: ArticleBlock[], lines: string[]) {
  if (lines.length === 0) return;
  if (lines.every((l) => UNORDERED.test(l))) {
    blocks.push({ kind: "ul", items: lines.map((l) => l.replace(UNORDERED, "")) });
  } else if (lines.every((l) => ORDERED.test(l))) {
    blocks.push({ kind: "ol", items: lines.map((l) => l.replace(ORDERED, "")) });
  } else {
    blocks.push({ kind: "p", text: lines.join(" ") });
  }
}

/** **bold** spans; an unpaired marker stays as typed. */
function Inline({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="article-body space-y-5 text-base leading-relaxed sm:text-lg text-ink">
      {parseArticle(content).map((block, i) => {
        switch (block.kind) {
          case "h2":
            return (
              <h2 key={i} className="pt-4 text-xl font-bold tracking-tight sm:text-2xl">
                <Inline text={block.text} />
              </h2>
            );
          case "h3":
            return (
              <h3 key={i} className="pt-2 text-lg font-semibold sm:text-xl">
                <Inline text={block.text} />
              </h3>
            );
          case "ul":
          case "ol": {
            const List = block.kind;
            return (
              <List key={i} className={`space-y-2 pl-6 ${block.kind === "ul" ? "list-disc" : "list-decimal"} marker:text-primary`}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "p":
            return (
              <p key={i}>
                <Inline text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
