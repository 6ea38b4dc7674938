import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:3932';
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ baseURL: base, locale: 'fr-BE', viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.type(), m.text().slice(0, 4000)));
  page.on('pageerror', (e) => console.log('pageerror', String(e).slice(0, 2000)));
  await page.goto('/app/login');
  await page.waitForFunction(() => Object.keys(document.querySelector('form')).some((key) => key.startsWith('__react')));
  await page.getByLabel('Identifiant').fill('demo.benef');
  await page.getByLabel('Mot de passe').fill('Demo-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('user-name').waitFor();
  console.log('signed in', i);
  await ctx.close();
}
await browser.close();
