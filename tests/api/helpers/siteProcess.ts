import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = path.resolve(import.meta.dirname, '../../../bin/site.mjs');

/** an admin token long enough for the start-up check */
export const testAdminToken = 'fuzz-admin-token-0123456789abcdefghijklmnop';

export interface SiteProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** the child's resident memory in MB (VmRSS), or NaN once it is gone */
  rssMb(): number;
  alive(): boolean;
  /** the last lines the child wrote on stdout and stderr (bounded) */
  output(): string;
  /** error-level lines on stderr that contain `text` */
  errorLines(text: string): string[];
  stop(): Promise<void>;
}

/** a temporary folder with the smallest export `site serve` accepts (site/) and an empty data/ path */
export function tinySiteFolder(prefix: string): { root: string; siteDir: string; dataDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const siteDir = path.join(root, 'site');
  mkdirSync(siteDir);
  writeFileSync(path.join(siteDir, 'index.html'), `<!doctype html><title>${prefix}</title>`);
  // `site serve` wants a finished export; an empty report is enough for the API
  writeFileSync(path.join(siteDir, 'report.json'), '{}');
  return { root, siteDir, dataDir: path.join(root, 'data') };
}

/**
 * `site serve` as a child process over a tiny site folder and a fresh DATA_DIR (SQLite, .eml outbox,
 * no rate limits unless `env` sets them), listening on a port the OS picks.
 */
export async function startSiteProcess(env: Record<string, string> = {}): Promise<SiteProcess> {
  const { root, siteDir, dataDir } = tinySiteFolder('blok-serve-');
  const child = spawn(process.execPath, [bin, 'serve', '--dir', siteDir, '--port', '0', '--host', '127.0.0.1'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      NOTION_TOKEN: '',
      NOTION_DATABASE_ID: '',
      SITE_URL: 'https://bloksecure.com',
      ADMIN_TOKEN: testAdminToken,
      RATE_LIMIT_LEADS: '0',
      RATE_LIMIT_NEWSLETTER: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // drained continuously (a full pipe would block the server), keeping only a bounded tail
  let tail = '';
  const errors: string[] = [];
  let partialErr = '';
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (d: Buffer) => {
    keep(d);
    const lines = (partialErr + d.toString()).split('\n');
    partialErr = lines.pop() ?? '';
    // only error-level lines are kept in full (bounded all the same)
    for (const line of lines) if (line.includes('"level":"error"') && errors.length < 10_000) errors.push(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site serve did not start within 60 s:\n${tail}`)), 60_000);
    const onData = () => {
      const m = /Serving .* on http:\/\/127\.0\.0\.1:(\d+)/.exec(tail);
      if (!m) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(Number(m[1]));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`site serve exited with ${code} before listening:\n${tail}`));
    });
  });

  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    child,
    alive,
    rssMb() {
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        return m ? Number(m[1]) / 1024 : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
    output: () => tail,
    errorLines: (text) => errors.filter((l) => l.includes(text)),
    async stop() {
      if (alive()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
