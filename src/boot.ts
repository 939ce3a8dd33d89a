/**
 * The only script a page names in its HTML: a tiny module that loads the real client code once the page
 * has painted. The page is complete as server HTML (scripts only hydrate it), so its chunks need not
 * compete with the stylesheet and the first viewport's images, nor delay the first paints. Built on its
 * own, without imports at run time (see cli/export/bundle.ts); the chunk list comes from the page data.
 * If anything is missing or fails, the page stays the static page it already is.
 */
import { PAGE_DATA_ID, type PageAssets } from './shared/pageData';

function readAssets(): PageAssets | null {
  try {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    return text ? ((JSON.parse(text) as { assets?: PageAssets }).assets ?? null) : null;
  } catch {
    return null;
  }
}

function start(assets: PageAssets): void {
  import(assets.entry).catch((err: unknown) => {
    // the page keeps working as plain HTML; a failed chunk (offline, new deploy) is not worth an error
    console.warn('the page script did not load:', err);
  });
  // the entry's own imports would be found only once it has arrived: preloading them all now saves
  // those round trips. One link per task: each starts a request, about half a millisecond of main
  // thread but far more under load or with DevTools attached (Lighthouse traced 11-16 ms for three),
  // and a page names 20-45 chunks, which in one task would block input
  const pending = [...(assets.preloads ?? [])];
  const preloadNext = () => {
    const href = pending.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext, 0);
  };
  preloadNext();
}

/**
 * once the first contentful paint is on screen: its performance entry is queued when the frame has been
 * presented, so requests made from its callback start after it (two requestAnimationFrames are not
 * enough: a frame can be presented well after the next one began, and Lighthouse would count the chunks
 * as needed for the paint). Where paint timing is missing, two frames; a timer in case no entry comes.
 */
function afterPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  let observer: PerformanceObserver | undefined;
  // a hidden page (a background tab) renders no frames: nothing to wait for
  if (document.visibilityState === 'hidden') once();
  else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, 5000);
  } else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
}

const assets = readAssets();
if (assets?.entry) afterPaint(() => start(assets));
