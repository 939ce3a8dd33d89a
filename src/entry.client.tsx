import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './app/Root';
import { loadPage } from './lib/pages';
import { PAGE_DATA_ID, type PageData } from './shared/pageData';

const THEME_KEY = 'vite-ui-theme';

function readPageData(): PageData {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) throw new Error('page data is missing: was this page exported by `site export`?');
  return JSON.parse(el.textContent) as PageData;
}

const data = readPageData();
try {
  // the theme is forced to dark; the key is kept for compatibility with the earlier site
  localStorage.setItem(THEME_KEY, 'dark');
} catch {
  // storage can be blocked (private mode); the theme does not depend on it
}
// the page's chunk is loaded before hydrating, so hydration never suspends
await loadPage(data.page);
// evaluating the page's chunk and starting hydration are two tasks, not one long one
await new Promise((resolve) => setTimeout(resolve, 0));
// a transition lets React hydrate in slices, yielding to the browser between them: the page is already
// painted from the server HTML, so one long task would only block input (and count as blocking time)
startTransition(() => {
  hydrateRoot(
    document,
    <BrowserRouter>
      <Root data={data} />
    </BrowserRouter>,
  );
});
