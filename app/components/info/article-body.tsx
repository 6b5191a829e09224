/**
 * A blog post's body: Markdown rendered to HTML and sanitised on the server
 * (app/server/markdown.server.ts, docs/decisions/0028-blog-markdown.md). Only that HTML may be
 * passed here. The look of its elements is `.article-body` in app.css.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`article-body text-base leading-relaxed text-ink sm:text-lg ${className ?? ""}`}
      // Sanitised on the server by DOMPurify with an allowlist of tags, attributes and link targets.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
