import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NotionPublisher, type PublisherActions } from '../../../api/notion/publisher';
import type { WebhookState } from '../../../api/notion/webhookState';
import type { DeployPrefetch } from '../../../cli/deploy/deploySite';
import { ExportBusyError, withExportLock } from '../../../cli/export/lock';
import type { NotionBlogSource } from '../../../core/blog/notion/notionSource';
import type { BlogService } from '../../../core/blog/service';
import { loadConfig } from '../../../core/config';
import type { NotionEventEntry } from '../../../src/shared/notionWebhook';

/**
 * The publisher's steps with the exporter and the bucket stubbed: what it hands the deploy, what an event's
 * line on /admin says when a step fails, and a busy export lock waited for.
 */
let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

const PREFETCHED: DeployPrefetch = { target: 's3://bucket/www', listing: new Map(), manifest: null };

async function setUp(actions: Partial<PublisherActions>) {
  root = await mkdtemp(path.join(os.tmpdir(), 'publisher-'));
  const siteDir = path.join(root, 'site');
  await mkdir(siteDir);
  const events = new Map<string, Partial<NotionEventEntry>>();
  const calls: string[] = [];
  const state = {
    autoPublish: () => undefined,
    updateEvents: async (ids: string[], change: Partial<NotionEventEntry>) => {
      for (const id of ids) events.set(id, { ...events.get(id), ...change });
    },
  } as unknown as WebhookState;
  const source = {
    refreshPages: async (ids: string[]) => {
      calls.push(`read ${ids.join(',')}`);
      return {
        result: { posts: [], problems: [] },
        changes: ids.map((id) => ({ id, change: 'updated', before: 'a-post', after: 'a-post' })),
      };
    },
  } as unknown as NotionBlogSource;
  const service = { replace: () => undefined } as unknown as BlogService;
  const publisher = new NotionPublisher({
    config: loadConfig({ SITE_DEPLOY_TARGET: 's3://bucket/www', NOTION_AUTO_PUBLISH: 'true', LOG_LEVEL: 'error' }),
    siteDir,
    source,
    service,
    state,
    gatherMs: 10,
    busyRetryMs: 50,
    actions: {
      update: async (_opts, only) => {
        calls.push(`update ${[...(only ?? [])].join(',')}`);
        return {
          result: {
            success: true,
            message: 'Regenerated 1 changed post',
            stats: { successCount: 1, errorCount: 0, outputDirectory: siteDir, errors: [] },
          },
          change: { pages: { added: 0, changed: 1, removed: 0 }, exportBytes: 1 },
        };
      },
      deploy: async (o) => {
        calls.push(`deploy ${o.prefetched ? 'with' : 'without'} the prefetched listing`);
        return { uploaded: 1, deleted: 0, bytes: 1 };
      },
      ...actions,
    },
  });
  const send = async (id: string) => {
    publisher.enqueue({ id, type: 'page.content_updated', entityId: `page-${id}`, receivedAt: Date.now() });
    await publisher.idle();
    return events.get(id);
  };
  return { siteDir, calls, send, publisher };
}

describe('NotionPublisher', () => {
  it('reads the page, updates the named post, and deploys with the listing read during the update', async () => {
    const { calls, send } = await setUp({ prefetch: async () => PREFETCHED });
    const e = await send('1');
    expect(e).toMatchObject({ status: 'done' });
    expect(e?.outcome).toMatch(/Regenerated 1 changed post; published to s3:\/\/bucket\/www: 1 files uploaded/);
    expect(calls).toEqual(['read page-1', 'update a-post', 'deploy with the prefetched listing']);
  });

  it('a listing that could not be read ahead is read by the deploy itself', async () => {
    const { calls, send } = await setUp({
      prefetch: async () => {
        throw new Error('ECONNRESET');
      },
    });
    expect(await send('1')).toMatchObject({ status: 'done' });
    expect(calls.at(-1)).toBe('deploy without the prefetched listing');
  });

  it('a deploy that fails marks the event failed with its reason', async () => {
    const { send } = await setUp({
      prefetch: async () => PREFETCHED,
      deploy: async () => {
        throw new Error('the bucket answered 503 SlowDown');
      },
    });
    expect(await send('1')).toMatchObject({ status: 'failed', outcome: 'the bucket answered 503 SlowDown' });
  });

  it('waits for an export that holds the lock, then goes', async () => {
    const { siteDir, calls, send } = await setUp({ prefetch: async () => PREFETCHED });
    let release!: () => void;
    const other = withExportLock(
      { outDir: siteDir, command: 'export' },
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    await new Promise((r) => setTimeout(r, 20));
    await expect(withExportLock({ outDir: siteDir, command: 'x' }, async () => 1)).rejects.toThrow(ExportBusyError);
    setTimeout(() => release(), 120);
    const e = await send('1');
    await other;
    expect(e).toMatchObject({ status: 'done' });
    expect(calls.filter((c) => c.startsWith('update'))).toHaveLength(1);
  });
});
