// Debian's nginx serving an export with the export's own nginx.conf snippet, on a loopback port
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endWithThisProcess } from './children.mjs';

export const NGINX = '/usr/sbin/nginx';

/** installs Debian's nginx when missing (root only); throws with what to do otherwise */
export function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing: install it with \`sudo apt-get install -y nginx\``);
  console.error('nginx is missing: installing it from Debian (apt-get install -y nginx)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env, timeout: 300_000 });
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env, timeout: 600_000 });
  if (r.status !== 0 || !existsSync(NGINX)) throw new Error('could not install nginx with apt-get');
  return NGINX;
}

/**
 * a complete nginx.conf: one worker (like the single Node process it is compared with), keep-alive
 * without a request cap, the export's own snippet, and /api/ proxied to `site serve` when apiPort is given
 */
export function nginxConfig({ siteDir, port, tmpDir, apiPort, workers = 1 }) {
  const api = apiPort
    ? `
    upstream site_api { server 127.0.0.1:${apiPort}; keepalive 64; }`
    : '';
  const apiLocation = apiPort
    ? `
      location /api/ {
        proxy_pass http://site_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
      }`
    : '';
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
pid ${tmpDir}/nginx.pid;
error_log ${tmpDir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    server_tokens off;
    client_body_temp_path ${tmpDir}/body;
    proxy_temp_path ${tmpDir}/proxy;
    fastcgi_temp_path ${tmpDir}/fastcgi;
    uwsgi_temp_path ${tmpDir}/uwsgi;
    scgi_temp_path ${tmpDir}/scgi;${api}
    server {
      listen 127.0.0.1:${port};
      root ${siteDir};
      include ${path.join(siteDir, 'nginx.conf')};${apiLocation}
    }
}
`;
}

/** checks a configuration with `nginx -t`; returns nginx's output, throws when invalid */
export async function testNginxConfig(opts) {
  ensureNginx();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-t-'));
  try {
    const conf = path.join(tmpDir, 'nginx.conf');
    await writeFile(conf, nginxConfig({ ...opts, tmpDir }));
    const r = spawnSync(NGINX, ['-t', '-p', tmpDir, '-c', conf], { encoding: 'utf8', timeout: 10_000 });
    if (r.status !== 0) throw new Error(`nginx -t failed:\n${r.stderr}`);
    return r.stderr;
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
}

/** starts nginx in the foreground on 127.0.0.1:port; resolves once it answers */
export async function startNginx({ siteDir, port, apiPort, workers }) {
  ensureNginx();
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = path.join(tmpDir, 'nginx.conf');
  await writeFile(conf, nginxConfig({ siteDir, port, tmpDir, apiPort, workers }));
  const child = endWithThisProcess(spawn(NGINX, ['-p', tmpDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(tmpDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) return { port, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${stderr}`);
}
