/**
 * The render thread of `site dev` and its replacements. Each server build runs in a thread of its own:
 * a code change starts a new thread on the new bundle and ends the old one once the new one is ready,
 * so no earlier build stays loaded (re-importing a rebuilt bundle into one thread would keep every
 * version in Node's module cache). A spare thread is started ahead with React already imported, so a
 * code change pays only for its own bundle. A render that takes too long (an endless loop in a
 * component) ends its thread; the next request gets a fresh one.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StoredFile } from '../export/postStore';
import { renderEnv } from '../export/cache';
import type { RenderData, RenderReply, RenderRequest, SitePage, ThrownError } from './renderWorker';

/** a render that takes longer than this is taken for an endless loop */
const RENDER_TIMEOUT_MS = 15_000;
/** from this many posts to parse, every core parses */
const PARALLEL_PARSE = 200;

/** a render or a request the thread failed: the error as thrown there */
export class ThreadError extends Error {
  constructor(readonly thrown: ThrownError) {
    super(thrown.message);
  }
}

/**
 * imports the packages of the last build ahead (React first), then the bundle it is told to load; it
 * is written beside the bundles, so packages resolve from the project's node_modules
 */
const SPARE_SCRIPT = `import { parentPort, workerData } from 'node:worker_threads';
for (const m of workerData.packages) await import(m).catch(() => undefined);
parentPort.postMessage({ spare: true });
parentPort.once('message', (m) => {
  import(m.load).catch((err) => parentPort.postMessage({ failed: { message: String(err?.message ?? err), stack: err?.stack } }));
});
`;
/** what the server bundle imports before the first build has said */
const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/static'];

type Outcome = Extract<RenderReply, { ok: true }>;
/** a request before its id is given */
type Ask = RenderRequest extends infer R ? (R extends RenderRequest ? Omit<R, 'id'> : never) : never;

class Thread {
  readonly worker: Worker;
  readonly spare: Promise<void>;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Outcome) => void; reject: (e: Error) => void }>();
  private ended: Error | null = null;
  loaded: Promise<void> | null = null;

  constructor(script: string, packages: string[]) {
    this.worker = new Worker(script, { env: renderEnv(), workerData: { packages } });
    this.spare = new Promise((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
    });
    this.spare.catch(() => undefined);
    this.worker.on('exit', (code) => this.end(new Error(`the render thread stopped (exit code ${code})`)));
  }

  /** loads a server build's render module; resolves once it listens */
  load(workerPath: string): Promise<void> {
    this.loaded = this.spare.then(
      () =>
        new Promise<void>((resolve, reject) => {
          const onMessage = (m: { ready?: boolean; failed?: ThrownError }) => {
            if (m.failed) reject(new ThreadError(m.failed));
            else if (m.ready) {
              this.worker.off('message', onMessage);
              this.worker.on('message', (reply: RenderReply) => this.settle(reply));
              resolve();
            }
          };
          this.worker.on('message', onMessage);
          this.worker.once('error', (err) => reject(new ThreadError({ message: err.message, stack: err.stack })));
          this.worker.postMessage({ load: pathToFileURL(workerPath).href });
        }),
    );
    this.loaded.catch(() => undefined);
    return this.loaded;
  }

  private settle(reply: RenderReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if (reply.ok) p.resolve(reply);
    else p.reject(new ThreadError(reply.error));
  }

  private end(err: Error): void {
    this.ended ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  ask(req: Ask, timeoutMs = 0): Promise<Outcome> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.next++;
    return new Promise<Outcome>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      if (timeoutMs > 0) {
        timer = setTimeout(() => {
          this.end(new Error(`rendering took longer than ${timeoutMs / 1000} s (an endless loop?): the render thread was stopped`));
          void this.worker.terminate();
        }, timeoutMs);
      }
      this.pending.set(id, {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.worker.postMessage({ ...req, id } as RenderRequest);
    });
  }

  get alive(): boolean {
    return this.ended === null;
  }

  /** ends the thread once the requests it is answering are done */
  retire(): void {
    if (this.pending.size === 0) {
      void this.close();
      return;
    }
    const check = setInterval(() => {
      if (this.pending.size > 0) return;
      clearInterval(check);
      void this.close();
    }, 50);
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

export interface Renderer {
  /** a new server build: a thread loads it and takes over (the old one ends); rejects when it cannot start (the old one stays) */
  load(build: { workerPath: string; packages: string[] }): Promise<void>;
  /** configuration, assets or posts for this and every later thread */
  setData(data: RenderData): Promise<void>;
  render(pagePath: string): Promise<{ html: string; status: number }>;
  pages(): Promise<SitePage[]>;
  sitemap(): Promise<string>;
  parse(dir: string, names: string[], bodiesDir: string): Promise<StoredFile[]>;
  close(): Promise<void>;
}

/** `dir`: the folder of the server bundles (inside the project) */
export function createRenderer(dir: string): Renderer {
  const script = path.join(dir, 'spare.mjs');
  writeFileSync(script, SPARE_SCRIPT);
  let packages = REACT;
  let spare = new Thread(script, packages);
  let current: Thread | null = null;
  let workerPath: string | null = null;
  let restarting: Promise<void> | null = null;
  const data: RenderData = {};

  const takeSpare = () => {
    const t = spare;
    spare = new Thread(script, packages);
    return t;
  };

  /** a thread on a build, with the data every thread gets */
  async function loaded(file: string): Promise<Thread> {
    const t = takeSpare();
    try {
      await t.load(file);
      await t.ask({ type: 'data', data });
      return t;
    } catch (err) {
      void t.close();
      throw err;
    }
  }

  async function start(file: string): Promise<void> {
    const t = await loaded(file);
    const old = current;
    current = t;
    workerPath = file;
    old?.retire();
  }

  /** the thread to ask: the current one, or a new one on the same build when it ended */
  const thread = async (): Promise<Thread> => {
    if (current?.alive) {
      await current.loaded;
      return current;
    }
    if (!workerPath) throw new Error('the site has not been built yet');
    const file = workerPath;
    restarting ??= start(file).finally(() => {
      restarting = null;
    });
    await restarting;
    return current!;
  };

  /** loads and data changes, one after another: a thread being loaded gets the data given meanwhile */
  let changes: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = changes.then(step, step);
    changes = run.catch(() => undefined);
    return run;
  };

  return {
    load: (build) =>
      inTurn(() => {
        // the next spares import what this build imports (React first: it is what takes longest)
        packages = [...new Set([...REACT, ...build.packages])];
        return start(build.workerPath);
      }),
    setData: (next) =>
      inTurn(async () => {
        Object.assign(data, next);
        if (current?.alive) await (await thread()).ask({ type: 'data', data: next });
      }),
    async render(pagePath) {
      const r = await (await thread()).ask({ type: 'render', path: pagePath }, RENDER_TIMEOUT_MS);
      if (r.type !== 'html') throw new Error('the render thread answered a render with something else');
      return { html: r.html, status: r.status };
    },
    async pages() {
      const r = await (await thread()).ask({ type: 'pages' }, RENDER_TIMEOUT_MS);
      if (r.type !== 'pages') throw new Error('the render thread answered a page list with something else');
      return r.pages;
    },
    async sitemap() {
      const r = await (await thread()).ask({ type: 'sitemap' }, RENDER_TIMEOUT_MS);
      if (r.type !== 'text') throw new Error('the render thread answered a sitemap with something else');
      return r.text;
    },
    async parse(dirName, names, bodiesDir) {
      const main = await thread();
      // many posts (a first start on a large blog) are parsed across a thread per core
      const helpers = names.length >= PARALLEL_PARSE && workerPath ? availableParallelism() - 1 : 0;
      const extra = await Promise.all(Array.from({ length: helpers }, () => loaded(workerPath!)));
      try {
        const threads = [main, ...extra];
        const size = Math.ceil(names.length / (threads.length * 4));
        const chunks: string[][] = [];
        for (let i = 0; i < names.length; i += size) chunks.push(names.slice(i, i + size));
        const results: StoredFile[][] = new Array(chunks.length);
        let next = 0;
        await Promise.all(
          threads.map(async (t) => {
            while (next < chunks.length) {
              const k = next++;
              const r = await t.ask({ type: 'parse', dir: dirName, names: chunks[k]!, bodiesDir });
              if (r.type !== 'parsed') throw new Error('the render thread answered a parse with something else');
              results[k] = r.files;
            }
          }),
        );
        return results.flat();
      } finally {
        for (const t of extra) void t.close();
      }
    },
    async close() {
      await Promise.all([spare.close(), current?.close()]);
    },
  };
}
