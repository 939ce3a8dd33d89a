import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToId } from '../lib/scroll';

/** each navigation scrolls to the top, or to its #hash target with the 80px offset */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, also to the same URL
  useEffect(() => {
    // the first render is the page load: the browser has already placed the page
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash && scrollToId(decodeURIComponent(hash.slice(1)))) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
