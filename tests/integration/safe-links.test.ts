import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cases, heroContent, siteSettings, teamMembers } from "~/db/schema";
import { isSafeLink } from "~/lib/safe-link";

import { HOSTILE_LINKS } from "../setup/hostile-links";
import { startTestApp, type TestApp } from "../setup/test-app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** The database's refusal, wherever the driver put it (PGlite and postgres.js word it alike). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause instanceof Error ? cause.message : ""}`;
  }
  return "stored";
}

const GOOD_EXTERNAL = [
  "https://www.linkedin.com/in/arman-zhumabekov",
  "HTTP://EXAMPLE.KZ/Path?x=1#y",
  "https://пример.рф",
  "mailto:info@aisolutions.kz",
  "tel:+77273550125",
];
const GOOD_SITE_ONLY = ["#demo", "/services", "/", "/cases?x=1#top"];

describe("links staff type are refused by the database unless they are http, https, mailto or tel", () => {
  it.each(HOSTILE_LINKS)("refuses %j as a case's project URL, a team profile and a social link", async (value) => {
    const [team] = await app.db.select({ id: teamMembers.id }).from(teamMembers).limit(1);
    expect(
      await refusal(
        app.db.insert(cases).values({ title: "Кейс", client: "Клиент", industry: "E-commerce", description: "—", projectUrl: value }),
      ),
    ).toContain("cases_project_url_check");
    expect(await refusal(app.db.update(teamMembers).set({ linkedin: value }).where(eq(teamMembers.id, team!.id)))).toContain(
      "team_linkedin_check",
    );
    for (const key of ["social_instagram", "social_telegram_bot", "website", "presentation_url"]) {
      expect(
        await refusal(
          app.db
            .insert(siteSettings)
            .values({ key, value: JSON.stringify(value) })
            .onConflictDoUpdate({ target: siteSettings.key, set: { value: JSON.stringify(value) } }),
        ),
        key,
      ).toContain("site_settings_links_check");
    }
  });

  it.each(HOSTILE_LINKS)("refuses %j as the hero's call to action", async (value) => {
    expect(await refusal(app.db.insert(heroContent).values({ title: "Слайд", ctaLink: value }))).toContain(
      "hero_cta_link_check",
    );
  });

  it("stores web, mail and phone links, and blank values", async () => {
    for (const value of [...GOOD_EXTERNAL, "", null]) {
      const [row] = await app.db
        .insert(cases)
        .values({ title: "Кейс", client: "Клиент", industry: "E-commerce", description: "—", projectUrl: value })
        .returning({ projectUrl: cases.projectUrl });
      expect(row?.projectUrl).toBe(value);
    }
    await app.db.delete(cases);
  });

  it("takes '#demo' and site paths only where the field allows them", async () => {
    for (const value of GOOD_SITE_ONLY) {
      expect(await refusal(app.db.insert(heroContent).values({ title: "Слайд", ctaLink: value, isActive: false }))).toBe(
        "stored",
      );
      expect(
        await refusal(
          app.db.insert(cases).values({ title: "Кейс", client: "Клиент", industry: "E-commerce", description: "—", projectUrl: value }),
        ),
      ).toContain("cases_project_url_check");
    }
    await app.db.delete(heroContent).where(eq(heroContent.title, "Слайд"));
  });

  it("agrees with the check the pages and admin forms use, value for value", async () => {
    const values = [...HOSTILE_LINKS, ...GOOD_EXTERNAL, ...GOOD_SITE_ONLY, "https://a", "mailto:", "/\u00a0x", "#top x"];
    for (const value of values) {
      for (const target of ["external", "site"] as const) {
        const column = target === "site" ? "hero" : "case";
        const write =
          target === "site"
            ? app.db.insert(heroContent).values({ title: "Сверка", ctaLink: value, isActive: false })
            : app.db
                .insert(cases)
                .values({ title: "Сверка", client: "Клиент", industry: "E-commerce", description: "—", projectUrl: value });
        expect((await refusal(write)) === "stored", `${column}: ${JSON.stringify(value)}`).toBe(isSafeLink(value, target));
      }
    }
    await app.db.delete(heroContent).where(eq(heroContent.title, "Сверка"));
    await app.db.delete(cases).where(eq(cases.title, "Сверка"));
  });

  it("lets the seed's links through", async () => {
    const settings = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "social_instagram"));
    expect(settings[0]?.value).toBe('"https://instagram.com/aisolutions.kz"');
    const [hero] = await app.db.select({ ctaLink: heroContent.ctaLink }).from(heroContent);
    expect(hero?.ctaLink).toBe("#demo");
  });
});

/** Every href on the page, with React's HTML escaping undone. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
}

describe("a bad link stored before the rule existed renders as no link", () => {
  beforeAll(async () => {
    // A database written around the application (or before migration 0002): the constraints are gone.
    for (const [table, constraint] of [
      ["cases", "cases_project_url_check"],
      ["hero_content", "hero_cta_link_check"],
      ["team_members", "team_linkedin_check"],
      ["site_settings", "site_settings_links_check"],
    ]) {
      await app.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`));
    }
    await app.db.update(heroContent).set({ ctaLink: "JAVASCRIPT:alert(1)" });
    await app.db.update(teamMembers).set({ linkedin: " javascript:alert(document.cookie)" });
    const settings: Record<string, string> = {
      social_instagram: "data:text/html,<script>alert(1)</script>",
      social_telegram_bot: "\tjavascript:alert(1)",
      presentation_url: "vbscript:msgbox(1)",
    };
    for (const [key, value] of Object.entries(settings)) {
      await app.db
        .insert(siteSettings)
        .values({ key, value: JSON.stringify(value) })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: JSON.stringify(value) } });
    }
  });

  async function page(path: string) {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  it.each(["/", "/team", "/contact", "/support", "/cases", "/about"])("%s has no href a browser would run", async (path) => {
    const html = await page(path);
    const unsafe = hrefs(html).filter((href) => !isSafeLink(href, "site"));
    expect(unsafe).toEqual([]);
  });

  it("drops the profile and presentation links themselves, not only their href", async () => {
    expect(await page("/team")).not.toContain('aria-label="Профиль: ');
    expect(await page("/cases")).not.toContain("Скачать презентацию");
  });

  it("shows a completed case without its 'Посетить проект' link", async () => {
    const [row] = await app.db
      .insert(cases)
      .values({
        title: "Кейс с плохой ссылкой",
        client: "Клиент",
        industry: "E-commerce",
        description: "Описание.",
        status: "completed",
        projectUrl: "javascript:alert(1)",
      })
      .returning({ id: cases.id });
    const html = await page(`/cases/${row!.id}`);
    expect(html).toContain("Кейс с плохой ссылкой");
    expect(html).not.toContain("Посетить проект");
    expect(hrefs(html).filter((href) => !isSafeLink(href, "site"))).toEqual([]);
  });
});
