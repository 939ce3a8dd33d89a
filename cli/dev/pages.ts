/** the URL path of a site page a request names: '/about/', '/about/index.html' -> '/about'; '/404.html' -> '/404' */
export function pagePathOf(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}
