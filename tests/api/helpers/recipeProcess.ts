import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { projectRoot } from '../../docRecipes';

/**
 * A `sh` recipe of the docs that starts a server (`… node bin/site.mjs serve`), run as written by
 * `sh -c` from the project's root. The shell waits for the server it started: signals go to that
 * server (its only child), and the shell then exits with the server's status.
 */
export interface RecipeProcess {
  /** the server's process id (the shell's child) */
  pid: number;
  /** what the shell and the server printed (bounded) */
  output(): string;
  alive(): boolean;
  /** sends a signal to the server */
  signal(sig: NodeJS.Signals): void;
  /** resolves with the shell's exit status (the server's), and how long after the call it came */
  exited(): Promise<{ code: number | null; ms: number }>;
}

export async function startRecipeProcess(
  script: string,
  opts: { env?: Record<string, string>; readyLine: RegExp; timeoutMs?: number },
): Promise<RecipeProcess> {
  const child: ChildProcess = spawn('sh', ['-c', script], {
    cwd: projectRoot,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const started = Date.now();
  while (!opts.readyLine.test(out)) {
    if (child.exitCode !== null) throw new Error(`the recipe exited with ${child.exitCode} before it was ready:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the recipe was not ready within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  if (children.length !== 1) throw new Error(`expected the shell to run one server, found ${children.length} children`);
  const pid = Number(children[0]);
  return {
    pid,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    signal: (sig) => process.kill(pid, sig),
    async exited() {
      const from = Date.now();
      const code = await exit;
      return { code, ms: Date.now() - from };
    },
  };
}
