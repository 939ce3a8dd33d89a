import { spawn } from 'node:child_process';
import { projectRoot } from '../../core/exportPaths';

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * runs a command from the project root as a user would, to its end, with plain progress lines (CI) and no
 * shared database; answers its exit status and output. Asynchronous (not spawnSync): servers the command
 * talks to may run in this process.
 */
export function runCommand(command: string, args: string[], env: Record<string, string | undefined> = {}): Promise<CommandRun> {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, CI: '1', DATABASE_URL: '', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** `node bin/site.mjs <args>` */
export const runSite = (args: string[], env: Record<string, string | undefined> = {}) =>
  runCommand(process.execPath, ['bin/site.mjs', ...args], env);
