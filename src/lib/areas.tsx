import { type ComponentType, use } from 'react';

export type AreaModule = Record<string, ComponentType | unknown>;

/** one loader per code-split page area; esbuild turns each import() into its own chunk */
export const areaLoaders: Record<string, () => Promise<AreaModule>> = {
  notFound: () => import('../pages/notFound/index'),
  company: () => import('../pages/company/index'),
  legal: () => import('../pages/legal/index'),
  blog: () => import('../pages/blog/index'),
  home: () => import('../pages/home/index'),
  blokkey: () => import('../pages/blokkey/index'),
  blokbadge: () => import('../pages/blokbadge/index'),
  bloksafe: () => import('../pages/bloksafe/index'),
  blokkeyFeatures: () => import('../pages/blokkeyFeatures/index'),
  blokbadgeFeatures: () => import('../pages/blokbadgeFeatures/index'),
  bloksafeFeatures: () => import('../pages/bloksafeFeatures/index'),
  integrations: () => import('../pages/integrations/index'),
  resources: () => import('../pages/resources/index'),
  caseStudies: () => import('../pages/caseStudies/index'),
  events: () => import('../pages/events/index'),
  mortgagePowerconnect: () => import('../pages/mortgagePowerconnect/index'),
  forms: () => import('../pages/forms/index'),
  admin: () => import('../pages/admin/index'),
};

const loaded = new Map<string, AreaModule>();
const pending = new Map<string, Promise<AreaModule>>();

/** loads an area module once; the exporter and the browser call it before rendering a page */
export function loadArea(area: string): Promise<AreaModule> {
  const done = loaded.get(area);
  if (done) return Promise.resolve(done);
  let p = pending.get(area);
  if (!p) {
    const loader = areaLoaders[area];
    if (!loader) return Promise.reject(new Error(`unknown page area "${area}"`));
    p = loader().then((mod) => {
      loaded.set(area, mod);
      return mod;
    });
    pending.set(area, p);
  }
  return p;
}

/** renders a page component from its area, suspending only when the chunk is not loaded yet */
export function AreaPage({ area, page }: { area: string; page: string }) {
  const mod = loaded.get(area) ?? use(loadArea(area));
  const Page = mod[page] as ComponentType | undefined;
  if (!Page) throw new Error(`page "${page}" is missing from area "${area}"`);
  return <Page />;
}
