/**
 * The render threads of `site dev`. One thread renders; each new build's server entry is imported into
 * it (renderWorker.ts says why that stays small). After RECYCLE_AFTER builds it is replaced, in the
 * background, by a spare thread that loads the current build and data first, so what earlier builds
 * left in its module cache goes with it. A spare is kept started ahead with the packages imported.
 * A start can serve its first pages from a thread of its own on a server entry that carries its
 * packages (one file to load, not hundreds: `startWith`), until a thread with the packages takes over.
 * A render that takes too long (an endless loop in a component) ends its thread; the next request
 * gets a fresh one.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderEnv } from '../export/cache';
import type { StoredFile } from '../export/postStore';
import { type RenderData, type RenderReply, type RenderRequest, type SitePage, THREAD_READY, type ThrownError } from './renderProtocol';

/** a render that takes longer than this is taken for an endless loop */
const RENDER_TIMEOUT_MS = 15_000;
/** builds imported into one thread before it is replaced by a fresh one */
const RECYCLE_AFTER = 25;
/** from this many posts to parse, every core parses */
const PARALLEL_PARSE = 200;
/** what the server entry imports before the first build has said (React first: it takes longest) */
const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/static'];

/** a render or a request the thread failed: the error as thrown there */
export class ThreadError extends Error {
  constructor(readonly thrown: ThrownError) {
    super(thrown.message);
  }
}

/** an error as the render thread would have thrown it: a ThreadError's, or any other's message and stack */
export const thrownOf = (err: unknown): ThrownError =>
  err instanceof ThreadError ? err.thrown : { message: err instanceof Error ? err.message : String(err), stack: (err as Error)?.stack };

type Outcome = Extract<RenderReply, { ok: true }>;
/** a request before its id is given */
type Ask = RenderRequest extends infer R ? (R extends RenderRequest ? Omit<R, 'id'> : never) : never;

class Thread {
  private readonly worker: Worker;
  /** resolves when the packages are loaded */
  readonly started: Promise<void>;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Outcome) => void; reject: (e: Error) => void }>();
  private ended: Error | null = null;
  /** builds imported so far */
  loads = 0;

  constructor(script: string, packages: string[]) {
    this.worker = new Worker(script, { env: renderEnv(), workerData: { packages } });
    this.started = new Promise((resolve, reject) => {
      const first = (m: unknown) => {
        if (m !== THREAD_READY) return;
        this.worker.off('message', first);
        this.worker.on('message', (reply: RenderReply) => this.settle(reply));
        resolve();
      };
      this.worker.on('message', first);
      this.worker.once('error', reject);
    });
    this.started.catch(() => undefined);
    this.worker.on('error', (err) => this.end(new ThreadError({ message: err.message, stack: err.stack })));
    this.worker.on('exit', (code) => this.end(new Error(`the render thread stopped (exit code ${code})`)));
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

  get alive(): boolean {
    return this.ended === null;
  }

  async ask(req: Ask, timeoutMs = 0): Promise<Outcome> {
    await this.started;
    if (this.ended) throw this.ended;
    const id = this.next++;
    return new Promise<Outcome>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.end(new Error(`rendering took longer than ${timeoutMs / 1000} s (an endless loop?): the render thread was stopped`));
              void this.worker.terminate();
            }, timeoutMs)
          : undefined;
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

  /** imports a build's server entry and gives the data */
  async prepare(entryPath: string, data: RenderData): Promise<void> {
    await this.ask({ type: 'load', url: pathToFileURL(entryPath).href });
    this.loads++;
    await this.ask({ type: 'data', data });
  }

  /** ends the thread once the requests it is answering are done */
  retire(): void {
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
  /**
   * a new server build: imported into the thread (rejects, the previous build staying, when it cannot
   * be); `fresh`: into a new thread (the spare), which takes over once ready
   */
  load(build: { entryPath: string; packages: string[] }, opts?: { fresh?: boolean }): Promise<void>;
  /** the first pages from a server entry that carries its packages, in a thread that imports nothing else */
  startWith(entryPath: string): Promise<void>;
  /** configuration, assets or posts for this and every later thread */
  setData(data: RenderData): Promise<void>;
  render(pagePath: string): Promise<{ html: string; status: number }>;
  pages(): Promise<SitePage[]>;
  sitemap(): Promise<string>;
  parse(dir: string, names: string[], bodiesDir: string): Promise<StoredFile[]>;
  close(): Promise<void>;
}

/** `script`: the bundled render thread (builds.ts: buildRenderThread); `packages`: what to import ahead */
/** `spareNow`: start the spare thread at once (else with the first load that needs it) */
export function createRenderer(script: string, packages: string[] = [], spareNow = true): Renderer {
  let imports = [...new Set([...REACT, ...packages])];
  let spare: Thread | null = spareNow ? new Thread(script, imports) : null;
  let current: Thread | null = null;
  let entryPath: string | null = null;
  let replacing: Promise<void> | null = null;
  const data: RenderData = {};

  const takeSpare = () => {
    const t = spare ?? new Thread(script, imports);
    spare = new Thread(script, imports);
    return t;
  };

  /** a fresh thread with the current build and data, then in place of the current one */
  async function replace(): Promise<void> {
    if (!entryPath) throw new Error('the site has not been built yet');
    const t = takeSpare();
    try {
      await t.prepare(entryPath, data);
    } catch (err) {
      void t.close();
      throw err;
    }
    const old = current;
    current = t;
    old?.retire();
  }

  const replaceOnce = () => {
    replacing ??= replace().finally(() => {
      replacing = null;
    });
    return replacing;
  };

  /** the thread to ask: the current one, or a fresh one when it ended */
  const thread = async (): Promise<Thread> => {
    if (replacing && !current?.alive) await replacing;
    if (current?.alive) return current;
    await replaceOnce();
    return current!;
  };

  /** loads and data changes, one after another: a thread being readied gets the data given meanwhile */
  let changes: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = changes.then(step, step);
    changes = run.catch(() => undefined);
    return run;
  };

  return {
    startWith: (entry) =>
      inTurn(async () => {
        const t = new Thread(script, REACT);
        try {
          await t.prepare(entry, data);
        } catch (err) {
          void t.close();
          throw err;
        }
        entryPath = entry;
        current = t;
        // the next thread to take over is the spare, which loads the packages
        t.loads = RECYCLE_AFTER;
      }),
    load: (build, opts = {}) =>
      inTurn(async () => {
        imports = [...new Set([...REACT, ...build.packages])];
        const previous = entryPath;
        entryPath = build.entryPath;
        try {
          if (current?.alive && current.loads < RECYCLE_AFTER && !opts.fresh) {
            await current.prepare(build.entryPath, {});
          } else await replaceOnce();
        } catch (err) {
          entryPath = previous;
          throw err;
        }
        // what earlier builds left in the thread goes with it, off the path of the edit that is shown now
        if (current && current.loads >= RECYCLE_AFTER) void replaceOnce().catch(() => undefined);
      }),
    setData: (next) =>
      inTurn(async () => {
        const { postBodies, ...rest } = next;
        Object.assign(data, rest);
        // a later thread is given the posts with these texts
        if (postBodies && data.posts) data.posts = { ...data.posts, bodies: { ...data.posts.bodies, ...postBodies } };
        if (current?.alive) await current.ask({ type: 'data', data: next });
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
    async parse(dir, names, bodiesDir) {
      // many posts (a first start on a large blog) are parsed across a thread per core, before any build
      const count = names.length >= PARALLEL_PARSE ? availableParallelism() : 1;
      const threads = [takeSpare(), ...Array.from({ length: count - 1 }, () => new Thread(script, []))];
      try {
        const size = Math.ceil(names.length / (threads.length * 4));
        const chunks: string[][] = [];
        for (let i = 0; i < names.length; i += size) chunks.push(names.slice(i, i + size));
        const results: StoredFile[][] = new Array(chunks.length);
        let next = 0;
        await Promise.all(
          threads.map(async (t) => {
            while (next < chunks.length) {
              const k = next++;
              const r = await t.ask({ type: 'parse', dir, names: chunks[k]!, bodiesDir });
              if (r.type !== 'parsed') throw new Error('the render thread answered a parse with something else');
              results[k] = r.files;
            }
          }),
        );
        return results.flat();
      } finally {
        for (const t of threads) void t.close();
      }
    },
    async close() {
      await Promise.all([spare?.close(), current?.close()]);
    },
  };
}
