/**
 * Issue 9 point 21: the bytes a phone downloads for the home page's hero image. A photo is uploaded
 * through POST /api/media as staff would, set as the background of the one active hero slide
 * through the hero screen's own action, and the home page is opened at 390 px wide. The baseline,
 * measured in the same run, is the upload as it is: what the page would send without the sizes.
 * The slide stays, so the Lighthouse runs that follow see a real uploaded image on the home page.
 */
import { chromium } from "@playwright/test";
import sharp from "sharp";

import * as ru from "~/i18n/ru";

export type HeroImageBytes = {
  originalBytes: number;
  originalWidth: number;
  /** Per device pixel ratio at 390 CSS px: the image files the home page downloaded and their bytes. */
  phone: { dpr: number; files: string[]; bytes: number; ratio: number }[];
};

export const BENCH_ADMIN = { email: "bench-admin@example.kz", password: "bench-Kx7!vQ2-hero-upload" };

/**
 * A photo-like 3000×2000 JPEG: a sky gradient over a skyline of a few hundred lit windows and
 * buildings (detail at every scale, as a photo has), with a camera's soft grain.
 */
export async function heroPhoto(): Promise<Buffer> {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const shapes: string[] = [];
  for (let x = 0; x < 3000; x += 40 + Math.floor(random() * 120)) {
    const width = 60 + Math.floor(random() * 160);
    const top = 700 + Math.floor(random() * 900);
    shapes.push(`<rect x="${x}" y="${top}" width="${width}" height="${2000 - top}" fill="hsl(${220 + random() * 40},30%,${8 + random() * 14}%)"/>`);
    for (let wy = top + 20; wy < 1950; wy += 38) {
      for (let wx = x + 10; wx < x + width - 16; wx += 26) {
        if (random() < 0.45) shapes.push(`<rect x="${wx}" y="${wy}" width="12" height="18" fill="hsl(${40 + random() * 20},90%,${55 + random() * 25}%)"/>`);
      }
    }
  }
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><defs><linearGradient id="g" x1="0" y1="0" x2="0.2" y2="1">` +
      `<stop offset="0" stop-color="#1e3a8a"/><stop offset="0.6" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
      `<rect width="3000" height="2000" fill="url(#g)"/>${shapes.join("")}</svg>`,
  );
  const grain = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 14 } } })
    .png()
    .toBuffer();
  return sharp(scene).composite([{ input: grain, blend: "soft-light" }]).blur(0.5).jpeg({ quality: 88 }).toBuffer();
}

/** The bench administrator's session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export async function post(baseUrl: string, path: string, cookie: string, body: FormData | URLSearchParams): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: baseUrl }, body, redirect: "manual" });
  if (response.status >= 400) throw new Error(`POST ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Uploads the photo to the media library under `category`, as the admin's image fields do; returns its address. */
export async function uploadPhoto(baseUrl: string, cookie: string, photo: Buffer, category: string): Promise<string> {
  const upload = new FormData();
  upload.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `${category}.jpg`);
  upload.set("kind", "image");
  upload.set("category", category);
  return ((await (await post(baseUrl, "/api/media", cookie, upload)).json()) as { url: string }).url;
}

/** Uploads the photo and makes it the background of the only active slide. Returns the upload's bytes, width and address. */
async function putPhotoOnHome(baseUrl: string): Promise<{ bytes: number; width: number; url: string }> {
  const cookie = await signIn(baseUrl);
  const photo = await heroPhoto();
  const media = { url: await uploadPhoto(baseUrl, cookie, photo, "hero") };

  // The seeded Russian slides go off first, so the home page shows this one; the Kazakh and English
  // ones stay, or /kz and /en would have no home (ADR 0077). A slide's card names its language.
  const screen = await (await fetch(`${baseUrl}/admin/hero`, { headers: { Cookie: cookie } })).text();
  const cards = screen.split('data-testid="hero-admin-slide"').slice(1);
  const ids = new Set(cards.filter((card) => card.includes(`${ru.adminHero.languages.ru} · `)).flatMap((card) => /data-id="([0-9a-f-]{36})"/.exec(card)?.[1] ?? []));
  for (const id of ids) await post(baseUrl, "/admin/hero", cookie, new URLSearchParams({ intent: "toggle", id, active: "false" }));
  await post(
    baseUrl,
    "/admin/hero",
    cookie,
    new URLSearchParams({
      intent: "create",
      title: "ИИ-решения для бизнеса в Казахстане",
      subtitle: "Автоматизация, аналитика и чат-боты",
      slideOrder: "1",
      isActive: "on",
      backgroundImage: media.url,
    }),
  );
  return { bytes: photo.byteLength, width: (await sharp(photo).metadata()).width, url: media.url };
}

export async function measureHeroImageBytes(baseUrl: string): Promise<HeroImageBytes> {
  const original = await putPhotoOnHome(baseUrl);
  const mediaId = original.url.split("/")[2];
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const phone: HeroImageBytes["phone"] = [];
  try {
    for (const dpr of [1, 2, 3]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const pending: Promise<{ file: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        const path = new URL(request.url()).pathname;
        if (!path.startsWith(`/media/${mediaId}/`)) return;
        pending.push(request.sizes().then((sizes) => ({ file: path.split("/").pop()!, bytes: sizes.responseBodySize })));
      });
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      const files = await Promise.all(pending);
      const bytes = files.reduce((total, f) => total + f.bytes, 0);
      phone.push({ dpr, files: files.map((f) => f.file), bytes, ratio: bytes / original.bytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (phone.some((p) => p.files.length === 0)) throw new Error("the home page did not download the uploaded hero image");
  return { originalBytes: original.bytes, originalWidth: original.width, phone };
}

export function printHeroImageBytes(result: HeroImageBytes, heading: string) {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(`\n${heading}`);
  console.log(`  baseline, the upload as it is (${result.originalWidth} px wide JPEG): ${kb(result.originalBytes)} kB`);
  for (const p of result.phone) {
    console.log(`  390 px at ${p.dpr}x: ${p.files.join(", ")} = ${kb(p.bytes)} kB, ${(p.ratio * 100).toFixed(1)}% of the upload`);
  }
}
