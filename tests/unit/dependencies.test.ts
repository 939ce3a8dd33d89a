import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../core/fileTree';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** the project's own code and config: where a dependency is imported (or, for tools, run) */
async function sources(): Promise<string> {
  const texts: string[] = [];
  for (const dir of ['src', 'core', 'api', 'cli', 'bin', 'scripts', 'bench', 'tests', '.ci']) {
    const files = await listFiles(path.join(root, dir), { skip: (rel) => rel.includes('node_modules') || rel.startsWith('fixtures/') });
    // this file names packages in its self-test; it imports none of them
    for (const f of files.filter(
      (x) => /\.(ts|tsx|mjs|js|cjs|css|sh)$|^run$/.test(path.basename(x)) && !x.endsWith('dependencies.test.ts'),
    ))
      texts.push(readFileSync(path.join(root, dir, f), 'utf8'));
  }
  for (const f of ['playwright.config.ts', 'vitest.config.ts', 'biome.json', 'tsconfig.json'])
    texts.push(readFileSync(path.join(root, f), 'utf8'));
  return texts.join('\n');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** an import, dynamic import, require, require.resolve or CSS @import of the package (or of a path inside it) */
const imported = (name: string, text: string) =>
  new RegExp(
    `(?:from\\s+|import\\s*\\(\\s*|require\\s*\\(\\s*|resolve\\s*\\(\\s*|@import\\s+|import\\s+)['"]${escapeRegExp(name)}(?:/[^'"]*)?['"]`,
  ).test(text);

describe('dependencies', () => {
  it('every runtime dependency is imported by the project', async () => {
    const text = await sources();
    expect(Object.keys(pkg.dependencies).filter((name) => !imported(name, text))).toEqual([]);
  });

  it('every development dependency is imported, run as a tool, or types a dependency', async () => {
    const text = await sources();
    const scripts = Object.values(pkg.scripts).join('\n');
    const tools: Record<string, string> = {
      '@biomejs/biome': 'biome',
      typescript: 'tsc',
      tsx: 'tsx',
      vitest: 'vitest',
      '@playwright/test': 'playwright',
      '@redocly/cli': 'redocly',
    };
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const unused = Object.keys(pkg.devDependencies).filter((name) => {
      if (imported(name, text)) return false;
      const typed = name.match(/^@types\/(.+)$/)?.[1];
      if (typed && (typed in all || typed === 'node')) return false;
      const bin = tools[name];
      return !(bin && new RegExp(`\\b${bin}\\b`).test(`${scripts}\n${text}`));
    });
    expect(unused).toEqual([]);
  });

  it('finds a missing import (self-test)', () => {
    expect(imported('date-fns', "import { format } from 'date-fns';")).toBe(true);
    expect(imported('date-fns', "import { tz } from '@date-fns/tz';")).toBe(false);
    expect(imported('tailwindcss', '@import "tailwindcss";')).toBe(true);
    expect(imported('react', "import('react-dom/server')")).toBe(false);
    expect(imported('vnu-jar', "createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')")).toBe(true);
  });
});
