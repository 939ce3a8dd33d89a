/** top offset of in-page scrolling: the fixed header's height plus breathing room */
export const SCROLL_OFFSET = 80;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** scrolls smoothly (unless reduced motion is asked for) so the element sits 80px below the top */
export function scrollToElement(el: Element): void {
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** scrolls to the element with this id; false when there is none */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  scrollToElement(el);
  return true;
}
