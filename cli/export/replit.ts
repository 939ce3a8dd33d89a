import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { hasExport, projectRoot, replitZipFor } from '../../core/exportPaths';
import { cacheControlFor } from '../../core/publishedFiles';
import { type HeaderOptions, headerOptionsFor, securityHeaders } from '../../core/securityHeaders';
import { type ExportOptions, exportSite } from './exportSite';
import { withExportLock } from './lock';
import { createProgress, progressOptions } from './progress';
import { readExportReport } from './report';
import { successResult } from './results';
import { exportEntries, writeZip, type ZipEntrySource, type ZipOutcome } from './zip';

export const replitTemplateDir = path.join(projectRoot, 'templates', 'replit');

/** what server.js sends: the security headers of `site serve` and its two caching rules */
export function replitHeaders(thirdParties: Omit<HeaderOptions, 'hsts'>): Record<string, unknown> {
  return {
    security: securityHeaders({ ...thirdParties, hsts: false }),
    hsts: securityHeaders({ ...thirdParties, hsts: true })['Strict-Transport-Security'],
    immutable: cacheControlFor('/assets/x'),
    revalidate: cacheControlFor('/'),
  };
}

/**
 * `site replit`: the static site under public/, a zero-dependency server.js and the .replit /
 * replit.nix files, so the bundle runs with Replit's Run button and locally with `node server.js`
 */
export async function createReplitExport(opts: ExportOptions): Promise<ZipOutcome> {
  let exported = false;
  if (!hasExport(opts.outDir)) {
    await exportSite(opts);
    exported = true;
  }
  const zipFile = replitZipFor(opts.outDir);
  return withExportLock({ outDir: opts.outDir, command: 'replit', databaseUrl: opts.config.DATABASE_URL }, async () => {
    const report = await readExportReport(opts.outDir);
    const template = await readdir(replitTemplateDir);
    const entries: ZipEntrySource[] = [
      ...(await exportEntries(opts.outDir, 'public/')),
      ...template.map((name) => ({ name, file: path.join(replitTemplateDir, name), mode: name === 'server.js' ? 0o755 : 0o644 })),
      { name: 'headers.json', data: `${JSON.stringify(replitHeaders(headerOptionsFor(opts.config)), null, 2)}\n` },
    ];
    const progress = createProgress(entries.length, 'Zipping', progressOptions(opts));
    const { bytes } = await writeZip(zipFile, entries, progress);
    const message = `${exported ? 'Exported the site (there was none) and created' : 'Created'} ${path.basename(zipFile)} (${(bytes / 1024 / 1024).toFixed(1)} MB): run it with Replit's Run button or \`node server.js\``;
    return {
      zipFile,
      result: successResult(message, { total: report.pages.length, unit: 'pages', outputDirectory: path.dirname(zipFile) }),
    };
  });
}
