import { type ComponentType, use } from 'react';
import { type PageModule, pageModules } from '../pageModules';

const loaded = new Map<PageModule, ComponentType>();
const pending = new Map<PageModule, Promise<ComponentType>>();

/** loads a page's module once; the exporter and the browser call it before rendering the page */
export function loadPage(page: PageModule): Promise<ComponentType> {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  let p = pending.get(page);
  if (!p) {
    const loader = pageModules[page] as (() => Promise<ComponentType>) | undefined;
    if (!loader) return Promise.reject(new Error(`unknown page module "${page}"`));
    p = loader().then((Page) => {
      loaded.set(page, Page);
      return Page;
    });
    pending.set(page, p);
  }
  return p;
}

/** renders a route's page, suspending only when its chunk is not loaded yet */
export function RoutePage({ page }: { page: PageModule }) {
  const Page = loaded.get(page) ?? use(loadPage(page));
  return <Page />;
}
