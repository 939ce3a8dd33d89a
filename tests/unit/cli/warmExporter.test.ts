import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warmExporter } from '../../../cli/export/warm';
import { loadConfig } from '../../../core/config';

describe('warmExporter (site serve loads the exporter ahead of an admin action)', () => {
  it('never builds: without the build in the cache it leaves the cache as it was', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'warm-exporter-'));
    try {
      await warmExporter(loadConfig({ SITE_CACHE_DIR: dir }));
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
