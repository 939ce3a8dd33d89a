import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

// the server of playwright.config.ts runs with this token
const TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef-0123';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** a lead through the public form API, as a visitor's browser sends it */
async function sendLead(request: APIRequestContext, lead: { name: string; email: string; company: string; message: string }) {
  const res = await request.post('/api/leads', {
    data: { ...lead, companySize: lead.company, formType: 'contact', marketingConsent: false },
    headers: { 'Idempotency-Key': `"${crypto.randomUUID()}"` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** signs in to /admin/leads with the token, as an admin would */
async function signIn(page: Page) {
  await page.goto('/admin/leads');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByLabel('Admin token', { exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('search', { name: 'Filter leads' })).toBeVisible();
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: / of / });

test('finds a lead by a fragment of its company, shows it in full, and downloads exactly the filtered CSV', async ({ page, request }) => {
  const errors = collectErrors(page);
  const run = Date.now().toString(36);
  const company = `Quillfeather Énergie ${run}`;
  const email = `marguerite.${run}@quillfeather.example`;
  await sendLead(request, { name: 'Marguerite Duras', email, company, message: 'Please call me about BlokKey.' });
  await sendLead(request, { name: 'Other Visitor', email: `other.${run}@example.com`, company: `Elsewhere ${run}`, message: 'Hello' });

  const res = await page.goto('/admin/leads');
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await waitForHydration(page);
  // the sign-in state too
  await expectNoA11yViolations(page);
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Leads and newsletter sign-ups, newest first' })).toBeVisible();
  await expectNoA11yViolations(page);

  // a fragment of the company, in another case and without its accent
  await page.getByLabel('Search', { exact: true }).fill(`ENERGIE ${run}`);
  await expect(status(page)).toHaveText('1–1 of 1');
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Other Visitor' })).toHaveCount(0);

  // the CSV of exactly what the filters find
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('id,created_at,form_type,name,email,company,company_size,phone,message,marketing_consent');
  expect(lines[1]).toContain(`Marguerite Duras,${email},${company}`);

  // the row's details, from the keyboard; Escape closes and gives focus back
  const open = row.getByRole('button', { name: 'Open Marguerite Duras' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Marguerite Duras' });
  await expect(dialog).toBeVisible();
  // a contact lead's company size carries its company (spec section 7)
  await expect(dialog.getByText(company)).toHaveCount(2);
  await expect(dialog.getByText('Please call me about BlokKey.')).toBeVisible();
  await expect(dialog.getByText('E-mail to sales')).toBeVisible();
  await expect(dialog.getByText(/^(Sent|Waiting|Failing)$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // filters by form; no match says so
  await page.getByLabel('Form').selectOption('newsletter');
  await expect(page.getByText('No lead or sign-up matches these filters.')).toBeVisible();
  await page.getByLabel('Form').selectOption('');
  await expect(row).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('finds one person, downloads their data as JSON, erases them after a confirmation, and sees them gone', async ({ page, request }) => {
  const errors = collectErrors(page);
  const run = Date.now().toString(36);
  const company = `Erasable Widgets ${run}`;
  const email = `Henri.Poincare.${run}@Erasable.example`;
  await sendLead(request, { name: 'Henri Poincaré', email, company, message: 'First request' });
  await sendLead(request, { name: 'Henri Poincaré', email: email.toLowerCase(), company, message: 'Second request' });
  expect((await request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(201);

  await signIn(page);
  await page.getByLabel('Search', { exact: true }).fill(`widgets ${run}`);
  await expect(status(page)).toHaveText('1–2 of 2');
  await page.getByRole('button', { name: 'Open Henri Poincaré' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Find all data of this person' }).click();

  const panel = page.getByRole('region', { name: 'One person’s data' });
  await expect(panel.getByRole('heading', { name: `Held on ${email.toLowerCase()}` })).toBeVisible();
  await expect(panel.getByText('2 leads')).toBeVisible();
  await expect(panel.getByText(/^Newsletter sign-up since /)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download as JSON' }).click();
  const json = JSON.parse(await readFile((await (await downloading).path()) ?? '', 'utf8')) as {
    leads: Array<{ company: string }>;
    newsletter: { email: string } | null;
    outboxMessages: unknown[];
  };
  expect(json.leads.map((l) => l.company)).toEqual([company, company]);
  expect(json.newsletter?.email).toBe(email);
  expect(json.outboxMessages).toHaveLength(2);

  // a confirmation step first: it says what goes and takes focus
  await panel.getByRole('button', { name: 'Erase this person…' }).click();
  const confirm = panel.getByRole('group', { name: 'Erase everything listed above?' });
  await expect(confirm).toBeFocused();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await panel.getByRole('button', { name: 'Erase this person…' }).click();
  await panel.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(panel.getByText(/was erased on .*: 2 leads, 1 newsletter sign-up, 2 notifications and \d+ \.eml files/)).toBeVisible();

  // gone from the inbox, the API and the sign-ups; the erasure record shows counts, not the address
  await expect(page.getByText('No lead or sign-up matches these filters.')).toBeVisible();
  const api = await request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`, { headers: auth });
  expect(((await api.json()) as { total: number }).total).toBe(0);
  const log = page.getByRole('region', { name: 'Erasure records' });
  await expect(log.getByText('2 leads · 1 sign-ups · 2 notifications', { exact: false }).first()).toBeVisible();
  await expect(log).not.toContainText(email.toLowerCase());
  expect(errors).toEqual([]);
});

test('pages through the inbox, newest first', async ({ page, request }) => {
  const run = Date.now().toString(36);
  // enough rows for two pages of this run's own leads
  for (let i = 0; i < 52; i++)
    await sendLead(request, { name: `Pager ${i}`, email: `pager.${i}.${run}@example.com`, company: `Pagerco ${run}`, message: 'x' });
  const api = await request.get(`/api/admin/leads?q=pagerco%20${run}`, { headers: auth });
  expect(((await api.json()) as { total: number }).total).toBe(52);
  await signIn(page);
  await page.getByLabel('Search', { exact: true }).fill(`pagerco ${run}`);
  await expect(status(page)).toHaveText('1–50 of 52');
  await expect(page.getByRole('row').nth(1)).toContainText('Pager 51');
  await page.getByRole('button', { name: 'Older →' }).click();
  await expect(status(page)).toHaveText('51–52 of 52');
  await expect(page.getByRole('row').nth(1)).toContainText('Pager 1');
  await expect(page.getByRole('button', { name: 'Older →' })).toBeDisabled();
  await page.getByRole('button', { name: '← Newer' }).click();
  await expect(status(page)).toHaveText('1–50 of 52');
  // on a phone the rows are cards: axe-clean, and nothing scrolls sideways
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
