import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { tinySiteFolder } from './helpers/siteProcess';
import { freePort } from './helpers/smtp';

const bin = path.resolve(import.meta.dirname, '../../bin/site.mjs');
const KILLS = 4;
const LOAD_MS = 1_500;
const CONCURRENCY = 16;

/**
 * Durability under crashes: `site serve` takes a stream of lead submissions while it is killed with
 * SIGKILL and restarted several times. Every lead answered 201 must be in the store afterwards.
 */
describe('crash safety of `site serve` (SQLite, WAL + synchronous FULL)', () => {
  const { root, siteDir, dataDir } = tinySiteFolder('blok-crash-');
  let output = '';
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead across repeated SIGKILLs', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      child = spawn(process.execPath, [bin, 'serve', '--dir', siteDir, '--port', String(port), '--host', '127.0.0.1'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', RATE_LIMIT_LEADS: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      child.stderr?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      const until = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() > until || child?.exitCode != null) throw new Error(`site serve did not come up:\n${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const kill = async () => {
      const c = child;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    };

    let sent = 0;
    let failed = 0;
    const acked = new Map<string, string>();
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const name = `crash ${w}-${i}`;
        sent++;
        try {
          const res = await fetch(`${base}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name,
              email: `w${w}.${i}@example.com`,
              companySize: 'Unknown',
              message: 'load',
              formType: 'contact',
              marketingConsent: false,
            }),
          });
          if (res.status === 201) acked.set(((await res.json()) as { id: string }).id, name);
          else failed++;
        } catch {
          // the server is down (killed) or the connection was cut mid-request
          failed++;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };

    await start();
    const load = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
    for (let k = 0; k < KILLS; k++) {
      await new Promise((r) => setTimeout(r, LOAD_MS));
      await kill();
      await start();
    }
    await new Promise((r) => setTimeout(r, LOAD_MS / 2));
    running = false;
    await Promise.all(load);
    await kill();

    const store = new SqliteLeadStore(path.join(dataDir, 'leads.sqlite'));
    try {
      const stored = await store.listLeads({ limit: Number.MAX_SAFE_INTEGER });
      const found = new Set(stored.map((l) => l.id));
      const missing = [...acked.keys()].filter((id) => !found.has(id));
      const outbox = await store.outboxCounts();
      console.log(
        `crash test: ${KILLS} SIGKILLs; ${sent} leads sent, ${acked.size} acknowledged (201), ${failed} failed or cut off, ` +
          `${stored.length} stored, ${acked.size - missing.length} of the acknowledged found`,
      );
      expect(acked.size).toBeGreaterThan(100);
      expect(failed).toBeGreaterThan(0);
      expect(missing).toEqual([]);
      // each stored lead came with its notification in the same transaction
      expect(outbox.pending + outbox.sent).toBe(stored.length);
      // nothing was stored twice or made up: every stored row is a submission we sent
      expect(stored.every((l) => l.name.startsWith('crash '))).toBe(true);
    } finally {
      await store.close();
    }
  });
});
