#!/usr/bin/env node
// Screenshots pages of a running site at phone and desktop widths, to look at them as a visitor:
//   node scripts/screenshot.mjs http://127.0.0.1:3000 / /about /blokkey
// PNGs go to dist/screens/<path>-<width>.png (full page). With ADMIN_TOKEN set, /admin opens signed in
// (the token is put where the admin page keeps it for the browser session).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <path> [path...]');
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
mkdirSync('dist/screens', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (process.env.ADMIN_TOKEN) await page.addInitScript((t) => sessionStorage.setItem('blok-admin-token', t), process.env.ADMIN_TOKEN);
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `dist/screens/${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
