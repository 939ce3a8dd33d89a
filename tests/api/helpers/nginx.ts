import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (scripts/ensure-test-deps.sh installs it) */
export const NGINX = '/usr/sbin/nginx';

export interface NginxProcess {
  /** the prefix folder: the main configuration, the pid file, error.log */
  dir: string;
  child: ChildProcess;
  /** what nginx wrote to its error log so far */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * the smallest main configuration around a snippet of the http context (what an operator puts in
 * /etc/nginx/conf.d/): its own prefix, pid file, logs and temporary folders, so it runs beside
 * anything else; `user root` when run as root (nginx would otherwise switch to nobody)
 */
function mainConfig(dir: string, workers: number): string {
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`;
}

/** `nginx -t` on a snippet of the http context; returns nginx's output, throws with it when invalid */
export async function checkNginxSnippet(snippet: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'blok-nginx-t-'));
  try {
    await writeFile(path.join(dir, 'site.conf'), snippet);
    await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, 1));
    return execFileSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8', stdio: 'pipe' });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`nginx -t refused the configuration:\n${e.stderr ?? e.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** runs nginx in the foreground with a snippet of the http context; resolves once `ready()` says so */
export async function startNginx(snippet: string, opts: { workers?: number; ready: () => Promise<boolean> }): Promise<NginxProcess> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run scripts/ensure-test-deps.sh`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'blok-nginx-'));
  await writeFile(path.join(dir, 'site.conf'), snippet);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, mainConfig(dir, opts.workers ?? 2));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    if (await opts.ready().catch(() => false)) return { dir, child, errorLog, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx did not start:\n${stderr}\n${log}`);
}
