/** a file of an export with its compressed copies beside it: [file, file.br, file.gz] */
export const withCopies = (file: string): string[] => [file, `${file}.br`, `${file}.gz`];

/** the file, relative to the export root, that holds the page of a URL path: '/' -> 'index.html', '/blog/x' -> 'blog/x/index.html', the not-found page -> '404.html' */
export function outputFileFor(urlPath: string, opts: { notFound?: boolean } = {}): string {
  if (opts.notFound) return '404.html';
  if (!urlPath.startsWith('/')) throw new Error(`not an absolute URL path: ${JSON.stringify(urlPath)}`);
  const clean = urlPath.split(/[?#]/)[0] ?? '/';
  const segments = clean.split('/').filter(Boolean);
  for (const s of segments) {
    if (s === '.' || s === '..' || /[\\\0]/.test(s)) throw new Error(`unsafe URL path: ${JSON.stringify(urlPath)}`);
  }
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}/index.html`;
}
