import { expect, type Page, test } from '@playwright/test';
import { corpusBlocks, corpusPageId, notionCorpus } from '../fixtures/notion/corpus';
import { DATABASE_ID, TOKEN as NOTION_TOKEN, rt } from '../fixtures/notion/data';
import type { FakeNotion } from '../fixtures/notion/fakeNotion';
import { serveConfiguredExport } from './configuredSite';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

/**
 * The admin page's Notion card in Chromium against a real server whose blog comes from the fake Notion
 * API: the handshake's token to copy, the publish-on-edit switch (needs a deploy target) and the events
 * a signed webhook brought, with what each did.
 */

const ADMIN = 'e2e-notion-admin-token-0123456789abcdefghij';
const env: Record<string, string> = { ADMIN_TOKEN: ADMIN, NOTION_TOKEN, NOTION_DATABASE_ID: DATABASE_ID };
let fake: FakeNotion | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const { startFakeNotion } = await import('../fixtures/notion/fakeNotion');
  fake = await startFakeNotion({ content: notionCorpus(3), now: () => Date.now() - 10 * 60_000 });
  env.NOTION_API_URL = fake.url;
});
const site = serveConfiguredExport(env);
test.afterAll(async () => {
  await fake?.close();
});

const card = (page: Page) => page.getByRole('region', { name: 'Notion publishing' });

async function openAdmin(page: Page): Promise<void> {
  await page.addInitScript((t) => sessionStorage.setItem('blok-admin-token', t), ADMIN);
  await page.goto(`${site.origin}/admin`);
  await waitForHydration(page);
  await expect(card(page)).toBeVisible();
}

test('shows the webhook address, the token of the handshake to copy, and the events with what each did', async ({ page }) => {
  const errors = collectErrors(page);
  await openAdmin(page);
  await expect(card(page)).toContainText(`${site.origin}/api/notion/webhook`);
  await expect(card(page)).toContainText('No verification request has arrived yet');
  // publish on edit needs a deploy target, which this server lacks
  await expect(card(page).getByRole('switch', { name: 'Publish on edit' })).toBeDisabled();
  await expect(card(page)).toContainText('Needs a deploy target');

  const hook = `${site.origin}/api/notion/webhook`;
  await fake!.sendVerification(hook);
  const edited = corpusBlocks(1).find((b) => b.type === 'paragraph')?.id as string;
  fake!.workspace.editBlock(edited, { rich_text: [rt('Edited for the admin page.')] });
  await fake!.sendEvent(hook, { type: 'page.content_updated', entityId: corpusPageId(1), id: 'e2e-event-1' });
  await fake!.sendEvent(hook, { type: 'comment.created', entityId: corpusPageId(1), id: 'e2e-event-2' });
  await expect
    .poll(async () =>
      (await (await fetch(`${site.origin}/api/blog/posts/notion-post-00002`)).text()).includes('Edited for the admin page.'),
    )
    .toBe(true);

  await page.reload();
  await waitForHydration(page);
  const token = card(page).getByRole('textbox', { name: 'Verification token' });
  await expect(token).toHaveValue(fake!.verificationToken);
  await expect(card(page)).toContainText('Confirmed by a signed event');
  const events = card(page).getByRole('list', { name: 'Last events' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText('comment.created');
  await expect(events.first()).toContainText('Ignored');
  await expect(events.nth(1)).toContainText('page.content_updated');
  // the line follows the event while it is handled (the first regenerate of this server loads the exporter)
  await expect(events.nth(1)).toContainText('Done', { timeout: 30_000 });
  await expect(events.nth(1)).toContainText('Regenerated 1 changed post');
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});
