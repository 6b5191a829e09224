/**
 * Draws public/og-image.png, the link-preview image used while the settings set none (ADR 0056):
 * 1200×630 as Open Graph recommends, in the site's colours (app/app.css) with the company's name.
 * The PNG is committed; run `node scripts/og-image.mjs` again only to redraw it.
 */
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 630;
const out = fileURLToPath(new URL("../public/og-image.png", import.meta.url));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="night" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1020"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.6">
      <stop offset="0" stop-color="#7c3aed" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#7c3aed" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <rect x="96" y="112" width="120" height="120" rx="28" fill="url(#brand)"/>
  <text x="156" y="194" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">AI</text>
  <text x="96" y="350" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">AI Solutions</text>
  <text x="96" y="428" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" fill="#c7d2fe">AI-агенты и AI-консультанты для бизнеса</text>
  <text x="96" y="520" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#94a3b8">Алматы, Казахстан</text>
  <rect x="96" y="550" width="160" height="6" rx="3" fill="url(#brand)"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
const { width, height, format } = await sharp(out).metadata();
console.log(`${out}: ${format} ${width}×${height}`);
