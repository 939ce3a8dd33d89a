/**
 * The MDN HTTP Observatory (npm `@mdn/mdn-http-observatory`, pinned in tests/observatory/package.json) run
 * unchanged in a child process (tests/observatory/scan.mjs): its own retriever fetches the page, /robots.txt
 * and a CORS preflight from a local target, its analyzer tests and grader score them, and its scan() sums
 * the score. Only the ports and path are given to the retriever, which scan() alone cannot do.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FOLDER = fileURLToPath(new URL('../../observatory/', import.meta.url));
const PACKAGE = `${FOLDER}node_modules/@mdn/mdn-http-observatory/package.json`;

/** where the scan looks: plain HTTP on httpPort, HTTPS on httpsPort, the page at path */
export interface ScanTarget {
  hostname: string;
  httpPort: number;
  httpsPort: number;
  path: string;
}

/** one analyzer test's output (src/types.js BaseOutput), as the scan returns it */
export interface TestOutput {
  expectation: string;
  pass: boolean | null;
  result: string | null;
  scoreDescription: string | null;
  scoreModifier: number | null;
  [detail: string]: unknown;
}

/** scan()'s ScanResult (src/types.js) */
export interface ScanResult {
  scan: {
    algorithmVersion: number;
    grade: string;
    score: number;
    statusCode: number;
    testsFailed: number;
    testsPassed: number;
    testsQuantity: number;
    responseHeaders: Record<string, string>;
  };
  tests: Record<string, TestOutput>;
}

export interface Observatory {
  scan(target: ScanTarget): Promise<ScanResult>;
  close(): void;
}

type Reply = { ready: true } | { id: number; result: ScanResult } | { id: number; error: string };

/** starts the scanning process; caFile is the certificate it trusts besides the usual roots */
export async function startObservatory(caFile: string): Promise<Observatory> {
  if (!existsSync(PACKAGE)) {
    throw new Error('the MDN HTTP Observatory is not installed in tests/observatory/: run bash scripts/ensure-test-deps.sh');
  }
  const child: ChildProcess = fork(`${FOLDER}scan.mjs`, {
    cwd: FOLDER,
    execArgv: [],
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (r: ScanResult) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Observatory process exited (${code}) before it was ready`)));
    child.on('message', (m: Reply) => {
      if ('ready' in m) return resolve();
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if ('error' in m) w?.reject(new Error(`the Observatory's scan failed: ${m.error}`));
      else w?.resolve(m.result);
    });
  });
  await ready;
  child.on('exit', () => {
    for (const w of waiting.values()) w.reject(new Error('the Observatory process exited'));
  });
  return {
    scan(target) {
      const id = nextId++;
      const { hostname, httpPort, httpsPort, path } = target;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, target: { hostname, httpPort: String(httpPort), httpsPort: String(httpsPort), path } });
      });
    },
    close: () => void child.disconnect(),
  };
}

/** each test that costs points, as "test: result (modifier)"; empty when nothing was deducted */
export const deductions = (r: ScanResult): string[] =>
  Object.entries(r.tests)
    .filter(([, t]) => (t.scoreModifier ?? 0) < 0)
    .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`);

/** each test that adds points, as "test: result (+modifier)" */
export const credits = (r: ScanResult): string[] =>
  Object.entries(r.tests)
    .filter(([, t]) => (t.scoreModifier ?? 0) > 0)
    .map(([name, t]) => `${name}: ${t.result} (+${t.scoreModifier})`);

/** one line for the log: grade, score, and what moved it */
export function describeScan(label: string, r: ScanResult): string {
  const minus = deductions(r);
  return `${label}: ${r.scan.grade} (${r.scan.score}), ${r.scan.testsPassed}/${r.scan.testsQuantity} tests passed; credit ${
    credits(r).join(', ') || 'none'
  }; deductions ${minus.join(', ') || 'none'}`;
}
