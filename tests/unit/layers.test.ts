import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers (docs/architecture.md): src/ is the site and imports no server code; core/ is what both
 * front doors use and imports neither; api/ serves HTTP and reaches the exporter in cli/ only from
 * its admin routes and the Notion publisher (publish on edit); cli/ holds the commands and the exporter and never imports api/. bin/main.ts is
 * the composition root that hands the CLI the HTTP front door.
 */
const root = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['src', 'core', 'api', 'cli'] as const;
type Layer = (typeof LAYERS)[number];

const forbidden: Record<Layer, Layer[]> = {
  src: ['core', 'api', 'cli'],
  core: ['api', 'cli'],
  api: ['cli'],
  cli: ['api'],
};
/** the ways from the HTTP server into the exporter: the admin actions, and the Notion webhook's updates */
const allowed = new Set(['api/routes/admin.ts -> cli', 'api/notion/publisher.ts -> cli']);

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** every import specifier of a source text: static imports, re-exports and dynamic import() */
function specifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[2] ?? '');
}

/** the imports of the given files (repo-relative path -> text) that run the wrong way */
function wrongWay(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const from = file.split('/')[0] as Layer;
    if (!LAYERS.includes(from)) continue;
    for (const spec of specifiers(text)) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).split('/')[0] as Layer;
      if (forbidden[from].includes(target) && !allowed.has(`${file} -> ${target}`)) out.push(`${file} imports ${spec}`);
    }
  }
  return out;
}

function sources(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (/\.(tsx?|mts|mjs|js)$/.test(e.name)) files[child] = readFileSync(path.join(root, child), 'utf8');
    }
  };
  walk(dir);
  return files;
}

describe('layers', () => {
  it('no import runs the wrong way between src/, core/, api/ and cli/', () => {
    const all = Object.assign({}, ...LAYERS.map(sources)) as Record<string, string>;
    expect(Object.keys(all).length).toBeGreaterThan(300);
    expect(wrongWay(all)).toEqual([]);
  });

  it('the check catches static, dynamic and re-exporting imports the wrong way, and lets the admin routes load the exporter', () => {
    expect(
      wrongWay({
        'src/pages/x.tsx': "import { loadConfig } from '../../core/config';",
        'core/blog/x.ts': "const m = await import('../../api/server');",
        'cli/commands/x.ts': "export { createSiteServer } from '../../api/server';",
        'api/app.ts': "import type { X } from '../cli/export/exportSite';",
        'api/routes/admin.ts': "const e = await import('../../cli/export/exportSite');",
        'cli/export/ok.ts': "import { site } from '../../src/content/site';\nimport * as z from 'zod';",
      }),
    ).toEqual([
      'src/pages/x.tsx imports ../../core/config',
      'core/blog/x.ts imports ../../api/server',
      'cli/commands/x.ts imports ../../api/server',
      'api/app.ts imports ../cli/export/exportSite',
    ]);
  });
});
