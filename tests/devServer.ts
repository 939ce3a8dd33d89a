/**
 * `site dev` for tests: the CLI run in a copy of the project (bench/projectCopy.mjs), so that a test can
 * edit sources without touching the working tree, on a free port; the blog may be a folder outside it
 * (BLOG_DIR). Shared by the vitest suite (tests/api/dev.test.ts) and the browser one (tests/e2e/dev.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from '../bench/projectCopy.mjs';

export interface DevCopy {
  url: string;
  /** the copy of the project the server runs in */
  root: string;
  /** the blog folder (outside the copy) */
  blogDir: string;
  /** everything the process printed so far */
  output(): string;
  /** replaces text in a file of the copy (or an absolute path), whole: written beside it, then renamed over it */
  edit(file: string, from: string, to: string): void;
  /** writes a file whole (renamed into place) */
  write(file: string, text: string): void;
  read(file: string): string;
  /** answers when every build started so far is done */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const SHIPPED_BLOG = path.resolve(import.meta.dirname, '..', 'src', 'content', 'blog');

/**
 * starts `site dev` in a fresh copy of the project, its blog copied to a folder outside it; `env` adds to
 * (or, with undefined, takes from) the environment, `envFile` is the copy's .env, `args` go to `site dev`
 */
export async function startDevCopy(
  env: Record<string, string | undefined> = {},
  opts: { envFile?: string; args?: string[] } = {},
): Promise<DevCopy> {
  const base = mkdtempSync(path.join(os.tmpdir(), 'blok-dev-'));
  const root = copyProject(path.join(base, 'project'));
  const blogDir = path.join(base, 'blog');
  cpSync(SHIPPED_BLOG, blogDir, { recursive: true });
  if (opts.envFile !== undefined) writeFileSync(path.join(root, '.env'), opts.envFile);
  const child: ChildProcess = spawn(process.execPath, ['bin/site.mjs', 'dev', '--port', '0', '--host', '127.0.0.1', ...(opts.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      BLOG_DIR: blogDir,
      DATA_DIR: path.join(base, 'data'),
      SITE_URL: 'https://bloksecure.com',
      GA_MEASUREMENT_ID: '',
      NOTION_TOKEN: '',
      NOTION_DATABASE_ID: '',
      HUBSPOT_PORTAL_ID: '',
      HUBSPOT_EVENT_FORM_ID: '',
      YOUTUBE_OVERVIEW_VIDEO_ID: '',
      ADMIN_TOKEN: 'dev-test-admin-token-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site dev did not start in 3 minutes:\n${output}`)), 180_000);
    const look = () => {
      const m = /site dev on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site dev exited (${code}):\n${output}`));
    });
  });
  const at = (file: string) => (path.isAbsolute(file) ? file : path.join(root, file));
  const write = (file: string, text: string) => {
    const tmp = `${at(file)}.tmp-edit`;
    writeFileSync(tmp, text);
    renameSync(tmp, at(file));
  };
  return {
    url,
    root,
    blogDir,
    output: () => output,
    read: (file) => readFileSync(at(file), 'utf8'),
    write,
    edit(file, from, to) {
      const text = readFileSync(at(file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      write(file, text.replace(from, to));
    },
    async idle() {
      const res = await fetch(`${url}/__site/idle`);
      if (res.status !== 204) throw new Error(`/__site/idle answered ${res.status}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/** one server-sent event */
export interface DevEvent {
  event: string;
  data: unknown;
  /** ms since the stream was opened */
  at: number;
}

/** follows a page's events (`/__site/events?path=`): the events so far, and a wait for the next matching one */
export async function followPage(url: string, page: string) {
  const controller = new AbortController();
  const opened = Date.now();
  const res = await fetch(`${url}/__site/events?path=${encodeURIComponent(page)}`, { signal: controller.signal });
  if (!res.body) throw new Error('no event stream');
  const events: DevEvent[] = [];
  const waiters: Array<{ test: (e: DevEvent) => boolean; resolve: (e: DevEvent) => void }> = [];
  /** events before this index were passed over by next() */
  let cursor = 0;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event || data === undefined) continue;
        const e = { event, data: JSON.parse(data) as unknown, at: Date.now() - opened };
        events.push(e);
        const w = waiters.find((x) => x.test(e));
        if (w) {
          waiters.splice(waiters.indexOf(w), 1);
          cursor = events.length;
          w.resolve(e);
        }
      }
    }
  })();
  return {
    events,
    /** the first event after the one the last call returned that passes the test (waiting for it when it has not come yet) */
    next(test: (e: DevEvent) => boolean, timeoutMs = 30_000): Promise<DevEvent> {
      const seen = events.findIndex((e, i) => i >= cursor && test(e));
      if (seen >= 0) {
        cursor = seen + 1;
        return Promise.resolve(events[seen]!);
      }
      cursor = events.length;
      return new Promise((resolve, reject) => {
        const asked = Date.now() - opened;
        const timer = setTimeout(
          () => reject(new Error(`no such event in ${timeoutMs} ms (asked at ${asked} ms); got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
}
