import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warmExporter } from '../../../cli/export/warm';
import { loadConfig } from '../../../core/config';

describe('warmExporter (site serve loads the exporter ahead of an admin action)', () => {
  it('never builds: without the build in the cache it writes none', async () => {
    // under the project's dist/ (SITE_CACHE_DIR must lie inside the project)
    await mkdir(path.join(process.cwd(), 'dist'), { recursive: true });
    const dir = await mkdtemp(path.join(process.cwd(), 'dist', '.test-warm-exporter-'));
    try {
      await warmExporter(loadConfig({ SITE_CACHE_DIR: dir }));
      // the sources' stamp (sourceHash.ts) is all it may write: no build, finished or not
      expect(await readdir(dir)).toEqual(['sources-build.json']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
