// types of bench/nginx.mjs for the TypeScript tests that use it
export interface NginxSiteOptions {
  siteDir: string;
  port: number;
  /** proxy /api/ to `site serve` on this port */
  apiPort?: number;
  workers?: number;
}
export const NGINX: string;
export function ensureNginx(): string;
export function nginxConfig(opts: NginxSiteOptions & { tmpDir: string }): string;
export function testNginxConfig(opts: NginxSiteOptions): Promise<string>;
export function startNginx(opts: NginxSiteOptions): Promise<{ port: number; stop(): Promise<void> }>;
