import { describe, expect, it } from "vitest";

import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders paragraphs, headings, lists, emphasis and links", async () => {
    const html = await renderMarkdown(
      "Первая строка\nпродолжение\n\n## Шаги\n1. Аудит\n2. **Запуск**\n\n### Итог\n\n- *один*\n- [два](https://example.com/a)\n\n> цитата",
    );
    expect(html).toContain("<p>Первая строка\nпродолжение</p>");
    expect(html).toContain("<h2>Шаги</h2>");
    expect(html).toMatch(/<ol>\s*<li>Аудит<\/li>\s*<li><strong>Запуск<\/strong><\/li>\s*<\/ol>/);
    expect(html).toContain("<h3>Итог</h3>");
    expect(html).toContain("<li><em>один</em></li>");
    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener noreferrer">два</a>');
    expect(html).toMatch(/<blockquote>\s*<p>цитата<\/p>\s*<\/blockquote>/);
  });

  it("makes a level-one heading a level two: the title is the page's only h1", async () => {
    expect(await renderMarkdown("# Заголовок")).toBe("<h2>Заголовок</h2>\n");
  });

  it("shows typed HTML as text and runs none of it", async () => {
    const html = await renderMarkdown('<script>alert(1)</script>\n\nАбзац <img src=x onerror="alert(1)"> и <a href="javascript:alert(1)">ссылка</a>');
    // Every "<" left is a real tag (text ones are &lt;): no script, no image, no handler, no javascript: link.
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|<a[^>]*href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=\"alert(1)\"&gt;");
  });

  it("drops javascript:, data: and protocol-relative targets from Markdown links and images", async () => {
    const html = await renderMarkdown(
      "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](//evil.example/x) ![e](javascript:alert(1)) [f](/contact) [g](mailto:info@example.com)",
    );
    expect(html).not.toMatch(/javascript:|data:|\/\/evil/i);
    expect(html).toContain('<a href="/contact">f</a>');
    expect(html).toContain('<a href="mailto:info@example.com">g</a>');
  });

  it("lazy-loads images from this site", async () => {
    expect(await renderMarkdown("![Схема](/media/abc/file.webp)")).toBe(
      '<p><img src="/media/abc/file.webp" alt="Схема" loading="lazy" decoding="async"></p>\n',
    );
  });
});
