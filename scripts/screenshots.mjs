// Screenshots of every screen at desktop and phone width, for looking at what users see:
//   node scripts/screenshots.mjs http://127.0.0.1:4180 .tmp/shots admin@e2e.test e2e-admin-password [/admin/leads/1 ...]
// Paths after the password are taken signed in too (a lead's detail page, say).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const [base = 'http://127.0.0.1:3000', outDir = '.tmp/shots', email, password, ...extra] =
  process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });

const publicPages = [
  '/',
  '/about',
  '/how-it-works',
  '/thank-you',
  '/privacy',
  '/no/such/page',
  '/login',
];
const staffPages = [
  '/admin',
  '/admin/leads',
  '/admin/users',
  '/admin/partners',
  '/admin/bin',
  '/admin/audit',
  '/admin/home-editor',
  '/admin/home-editor/edit/root',
  '/admin/about-editor/edit/root',
  '/admin/how-it-works-editor/edit/root',
  '/manager',
  ...extra,
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let session;
if (email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  session = await response.json();
}
for (const [label, width] of [
  ['desktop', 1280],
  ['phone', 375],
]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of [...publicPages, ...(session ? staffPages : [])]) {
    if (session && staffPages.includes(path)) {
      await page.goto(`${base}/thank-you`);
      await page.evaluate(
        (value) => localStorage.setItem('unauth', JSON.stringify(value)),
        session,
      );
    }
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${label}-${path.replace(/\//g, '_') || 'home'}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
