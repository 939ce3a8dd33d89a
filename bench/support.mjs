// helpers shared by the benchmarks: a fresh export, `site serve` in its own process, free loopback ports
import { execFile, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { register } from 'tsx/esm/api';
import { endWithThisProcess } from './children.mjs';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const benchOutDir = path.join(projectRoot, 'dist', 'bench');

/** the PostgreSQL to measure: DATABASE_URL, or the project's own (scripts/postgres.sh starts it when needed) */
export async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('bash', [path.join(projectRoot, 'scripts/postgres.sh')]);
  return stdout.match(/^DATABASE_URL=(\S+)$/m)[1];
}

/** settings that would reach beyond loopback (analytics, third-party form) are cleared for benchmarks */
export const benchEnv = () => ({
  ...process.env,
  GA_MEASUREMENT_ID: '',
  HUBSPOT_PORTAL_ID: '',
  HUBSPOT_EVENT_FORM_ID: '',
  NOTION_TOKEN: '',
  NOTION_DATABASE_ID: '',
});

let tsRegistered = false;
/** lets this process import the project's TypeScript (once) */
export function registerTs() {
  if (!tsRegistered) register();
  tsRegistered = true;
}

/** a free TCP port on 127.0.0.1 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** exports the working tree into outDir with the exporter library (the link check is skipped: it is not what is measured); `env` adds settings */
export async function exportForBench(outDir, env = {}) {
  registerTs();
  const { exportSite } = await import('../cli/export/exportSite.ts');
  const { loadConfig } = await import('../core/config.ts');
  const started = performance.now();
  const { report } = await exportSite({ outDir, config: loadConfig({ ...benchEnv(), ...env }), quiet: true, check: false });
  return { report, ms: Math.round(performance.now() - started) };
}

/** runs `site serve --dir <dir>` on 127.0.0.1:port in a child process; resolves once /api/health answers */
export async function startSiteServe({ dir, port, dataDir }) {
  await mkdir(dataDir, { recursive: true });
  const child = endWithThisProcess(
    spawn(
      process.execPath,
      [path.join(projectRoot, 'bin/site.mjs'), 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: projectRoot,
        env: { ...benchEnv(), DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    ),
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`site serve did not start on ${url}:\n${stderr}`);
}

/** stops the run after ms whatever happens, or on Ctrl-C / SIGTERM, after running the cleanups */
export function deadline(ms, what, cleanups) {
  const abort = async (why) => {
    console.error(`${what}: ${why}: stopping`);
    for (const c of cleanups) await c().catch(() => {});
    process.exit(1);
  };
  const timer = setTimeout(() => abort(`took longer than ${Math.round(ms / 1000)} s`), ms);
  timer.unref();
  const onSignal = (sig) => abort(`got ${sig}`);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    clearTimeout(timer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/** a plain-text table; columns are [header, (row) => cell, align?] */
export function table(rows, columns) {
  const cells = rows.map((r) => columns.map(([, get]) => String(get(r))));
  const widths = columns.map(([h], i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (vals) => vals.map((v, i) => (columns[i][2] === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [line(columns.map(([h]) => h)), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** writes dist/bench/<name>.json */
export async function writeResult(name, data) {
  await mkdir(benchOutDir, { recursive: true });
  const file = path.join(benchOutDir, `${name}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(projectRoot, file);
}

/** runs a bench's main function and exits: 0 when it finished, 1 with one line naming the bench when it failed */
export function runBench(name, main) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
