import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules } from '../../../src/pageModules';
import { allRoutes, notFoundRoute, routes } from '../../../src/routes';

const srcDir = path.resolve(import.meta.dirname, '../../../src');

describe('route table', () => {
  it('has unique paths and ends with the catch-all not-found route', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(allRoutes.at(-1)).toBe(notFoundRoute);
    expect(notFoundRoute.path).toBe('*');
  });
  it('every route names a page module that loads a component', async () => {
    for (const r of allRoutes) {
      const load = pageModules[r.page];
      expect(load, `page module ${r.page} of ${r.path}`).toBeTypeOf('function');
      expect(await load(), `${r.page} (${r.path})`).toBeTypeOf('function');
    }
  });
  it('dynamic routes say how to list their pages', () => {
    for (const r of routes.filter((x) => x.path.includes(':'))) expect(r.staticParams, r.path).toBeTypeOf('function');
  });
});

describe('page modules', () => {
  // the exporter finds a page's chunk by its key, so the key must be the file its import() loads
  it('are keyed by the path of the file their import() loads', () => {
    const source = readFileSync(path.join(srcDir, 'pageModules.ts'), 'utf8');
    const pairs = [...source.matchAll(/'([^']+)': \(\) =>\s*import\('\.\/([^']+)'\)/g)].map((m) => [m[1], m[2]]);
    expect(pairs.map(([key]) => key)).toEqual(Object.keys(pageModules));
    for (const [key, file] of pairs) {
      expect(file, key).toBe(key);
      expect(existsSync(path.join(srcDir, `${key}.tsx`)), `src/${key}.tsx`).toBe(true);
    }
  });
  it('are each named by a route', () => {
    const named = new Set(allRoutes.map((r) => r.page));
    expect(Object.keys(pageModules).filter((k) => !named.has(k as never))).toEqual([]);
  });
});
