/**
 * Publish on edit: what the Notion webhook hands over after answering Notion. Events are batched,
 * arrive out of order and repeat, so they are coalesced per page for a short while; then the pages are
 * read as they are now (one page read each, their blocks when edited), the API's posts take them, and
 * the export is updated under its lock (one instance of N: the lock is shared on PostgreSQL): the posts
 * that differ from the export are regenerated and those no longer published removed, from the posts
 * as just read (no listing). A data source event (schema or content) lists the data source instead.
 * Only the posts the events name (and those that mention a page) are compared with the export. With
 * auto-publish on and SITE_DEPLOY_TARGET set, the changed files then go to the bucket in the deploy's
 * link-safe order; the update and the deploy run in one hold of the export's lock, so the bucket is
 * listed and the export hashed while the export updates (the MD5s are kept between events: a deploy
 * reads only the files the edit wrote). Each event's line in the admin page says what it did.
 */
import type { DeployPrefetch } from '../../cli/deploy/deploySite';
import type { HashMemo } from '../../cli/deploy/files';
import type { ExportOptions } from '../../cli/export/exportSite';
import { ExportBusyError, withExportLock } from '../../cli/export/lock';
import type { GenerationResult } from '../../cli/export/report';
import type { NotionBlogSource } from '../../core/blog/notion/notionSource';
import type { BlogService } from '../../core/blog/service';
import type { Config } from '../../core/config';
import { type ExportChange, withHistory } from '../../core/history';
import { errorText, log } from '../../core/log';
import type { WebhookState } from './webhookState';

/** the exporter and deploy functions the publisher runs (the CLI's own; tests hand stubs) */
export interface PublisherActions {
  /** regenerates the posts that differ from the export; `only`: the slugs the events can have changed (undefined: all) */
  update(opts: ExportOptions, only?: ReadonlySet<string>): Promise<{ result: GenerationResult; change: ExportChange }>;
  deploy(opts: DeployRequest): Promise<{ uploaded: number; deleted: number; bytes: number }>;
  /** reads the bucket ahead of the deploy and the export's hashes into `hashes`, while the export updates */
  prefetch?(opts: DeployRequest & { hashes: HashMemo }): Promise<DeployPrefetch>;
  /** hashes the export's files into `hashes` (at start, so the first event's deploy reads only what it wrote) */
  warm?(opts: { dir: string; hashes: HashMemo }): Promise<void>;
}

/** a deploy of the export to the target; `prefetched` and `hashes` are what was read ahead of it */
interface DeployRequest {
  dir: string;
  target: string;
  config: Config;
  prefetched?: DeployPrefetch;
  hashes?: HashMemo;
}

export const publisherActions: PublisherActions = {
  update: async (o, only) => (await import('../../cli/export/regenerateChanged')).regenerateChangedPosts(o, only),
  deploy: async (o) => {
    const { result } = await (await import('../../cli/deploy/deploySite')).deploySite({ ...o, quiet: true });
    return { uploaded: result.uploaded, deleted: result.deleted, bytes: result.bytes };
  },
  prefetch: async ({ dir, target, config, hashes }) => {
    const [{ prefetchDeploy }, { warmHashes }] = await Promise.all([
      import('../../cli/deploy/deploySite'),
      import('../../cli/deploy/files'),
    ]);
    const [prefetched] = await Promise.all([prefetchDeploy({ target, config }), warmHashes(dir, hashes)]);
    return prefetched;
  },
  warm: async ({ dir, hashes }) => (await import('../../cli/deploy/files')).warmHashes(dir, hashes),
};

export interface PublisherOptions {
  config: Config;
  siteDir: string;
  source: NotionBlogSource;
  service: BlogService;
  state: WebhookState;
  actions?: PublisherActions;
  /** how long events are gathered before they are handled (default 500 ms) */
  gatherMs?: number;
  /** how long a busy export lock is waited for before the next try (default 3 s) */
  busyRetryMs?: number;
}

/** what a queued event asks for */
export interface QueuedEvent {
  id: string;
  type: string;
  entityId: string;
  receivedAt: number;
}

const DATA_SOURCE_EVENT = /^(data_source|database)\./;
const PAGE_EVENTS = new Set([
  'page.content_updated',
  'page.properties_updated',
  'page.created',
  'page.deleted',
  'page.undeleted',
  'page.moved',
]);

/** whether the blog acts on an event of this type (comments, file uploads and the like are only logged) */
export const isHandled = (type: string) => PAGE_EVENTS.has(type) || DATA_SOURCE_EVENT.test(type);

export class NotionPublisher {
  private queue: QueuedEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly actions: PublisherActions;
  private busyTries = 0;
  /** the export's MD5s from the last deploys: a deploy after an edit reads only the files it wrote */
  private readonly hashes: HashMemo = new Map();

  constructor(private readonly opts: PublisherOptions) {
    this.actions = opts.actions ?? publisherActions;
    // a publisher that deploys hashes its export once, in the background: events then read only what they write
    if (opts.config.SITE_DEPLOY_TARGET) this.actions.warm?.({ dir: opts.siteDir, hashes: this.hashes }).catch(() => undefined);
  }

  /** auto-publish: pinned by NOTION_AUTO_PUBLISH, else the admin page's switch (off by default); never without a target */
  autoPublish(): boolean {
    return Boolean(this.opts.config.SITE_DEPLOY_TARGET) && (this.opts.config.NOTION_AUTO_PUBLISH ?? this.opts.state.autoPublish() ?? false);
  }

  enqueue(event: QueuedEvent): void {
    this.queue.push(event);
    this.schedule(this.opts.gatherMs ?? 500);
  }

  /** resolves once everything queued so far is handled (tests, shutdown) */
  async idle(): Promise<void> {
    while (this.timer || this.running) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.running ??= this.flush();
      }
      await this.running;
    }
  }

  private schedule(ms: number): void {
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.flush();
    }, ms);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      if (batch.length > 0) await this.handle(batch);
    } finally {
      this.running = undefined;
      if (this.queue.length > 0) this.schedule(0);
    }
  }

  private async handle(batch: QueuedEvent[]): Promise<void> {
    const ids = batch.map((e) => e.id);
    const started = Math.min(...batch.map((e) => e.receivedAt));
    const { source, service, state, config, siteDir } = this.opts;
    try {
      const listAll = batch.some((e) => DATA_SOURCE_EVENT.test(e.type));
      let kept = false;
      let read = '';
      let only: Set<string> | undefined;
      if (listAll) {
        if (batch.some((e) => /schema_updated$/.test(e.type))) source.forgetShape();
      } else {
        // each page once, however many events name it
        const pages = [...new Set(batch.map((e) => e.entityId))];
        const { result, changes } = await source.refreshPages(pages);
        service.replace?.(result);
        const relevant = changes.filter((c) => c.change !== 'ignored');
        if (relevant.length === 0) {
          await state.updateEvents(ids, {
            status: 'ignored',
            outcome: 'Not a published page of the blog: nothing to do',
            durationMs: Date.now() - started,
          });
          return;
        }
        kept = true;
        only = new Set(relevant.flatMap((c) => [c.before, c.after].filter((s): s is string => Boolean(s))));
        read = `${relevant.map((c) => `${c.after ?? c.before ?? c.id} ${c.change}`).join(', ')}: `;
      }
      const exportOpts: ExportOptions = { outDir: siteDir, config, quiet: true, notionKept: kept };
      const target = config.SITE_DEPLOY_TARGET;
      const publishing = target && this.autoPublish() ? target : undefined;
      // the update and its deploy in one hold of the export's lock (the update's and the deploy's own
      // locks nest in it): the bucket is read while the export updates, and nothing comes in between
      const { result, published } = await withExportLock(
        { outDir: siteDir, command: 'notion edit', databaseUrl: config.DATABASE_URL },
        async () => {
          const ahead =
            publishing && this.actions.prefetch
              ? this.actions.prefetch({ dir: siteDir, target: publishing, config, hashes: this.hashes }).catch(() => undefined)
              : undefined;
          try {
            const { result, change } = await withHistory(
              {
                outDir: siteDir,
                label: `Notion edit (${batch.length} event${batch.length === 1 ? '' : 's'})`,
                source: 'notion',
                change: (o) => o.change,
              },
              () => this.actions.update(exportOpts, only),
            );
            // a data source event listed every page: the API takes the posts as read (the reader kept them)
            if (listAll) {
              const posts = await source.loadKept();
              if (posts) service.replace?.(posts);
            }
            const pages = change.pages ?? { added: 0, changed: 0, removed: 0 };
            if (!publishing || pages.added + pages.changed + pages.removed === 0) return { result, published: '' };
            const prefetched = await ahead;
            const deploy = await withHistory(
              {
                outDir: siteDir,
                label: 'Publish on Notion edit',
                source: 'notion',
                change: () => ({ pages: { added: 0, changed: 0, removed: 0 }, exportBytes: change.exportBytes }),
                upload: (o) => ({ files: o.result.uploaded, deleted: o.result.deleted, bytes: o.result.bytes, target: publishing }),
              },
              async () => {
                const r = await this.actions.deploy({ dir: siteDir, target: publishing, config, prefetched, hashes: this.hashes });
                return { result: { success: true, message: `Uploaded ${r.uploaded} files, deleted ${r.deleted}`, ...r } };
              },
            );
            return {
              result,
              published: `; published to ${publishing}: ${deploy.result.uploaded} files uploaded, ${deploy.result.deleted} deleted`,
            };
          } finally {
            await ahead;
          }
        },
      );
      this.busyTries = 0;
      await state.updateEvents(ids, { status: 'done', outcome: `${read}${result.message}${published}`, durationMs: Date.now() - started });
      log('info', 'notion webhook handled', { events: batch.length, message: result.message, ms: Date.now() - started });
    } catch (err) {
      if (err instanceof ExportBusyError && this.busyTries < 40) {
        // another export or deploy holds the lock: this batch waits for it and goes again
        this.busyTries++;
        this.queue.unshift(...batch);
        await new Promise((r) => setTimeout(r, this.opts.busyRetryMs ?? 3000));
        return;
      }
      this.busyTries = 0;
      log('warn', 'notion webhook failed', { events: batch.length, error: errorText(err) });
      await state.updateEvents(ids, { status: 'failed', outcome: errorText(err), durationMs: Date.now() - started });
    }
  }
}
