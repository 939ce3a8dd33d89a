import { describe, expect, it } from 'vitest';
import { areaLoaders } from '../../../src/lib/areas';
import { allRoutes, notFoundRoute, routes } from '../../../src/routes';

describe('route table', () => {
  it('has unique paths and ends with the catch-all not-found route', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(allRoutes.at(-1)).toBe(notFoundRoute);
    expect(notFoundRoute.path).toBe('*');
  });
  it('every route names an area that exists and a page that area exports', async () => {
    for (const r of allRoutes) {
      const load = areaLoaders[r.area];
      expect(load, `area ${r.area} of ${r.path}`).toBeTypeOf('function');
      const mod = await load!();
      expect(mod[r.page], `${r.page} in area ${r.area} (${r.path})`).toBeTypeOf('function');
    }
  });
  it('dynamic routes say how to list their pages', () => {
    for (const r of routes.filter((x) => x.path.includes(':'))) expect(r.staticParams, r.path).toBeTypeOf('function');
  });
});
