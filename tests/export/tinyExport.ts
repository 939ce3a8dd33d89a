import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** a small complete export: report.json listing its pages, each page linking to the others */
export async function tinyExport(dir: string, words: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><a href="/">Home</a> <a href="/about/">About</a><p>${words}</p></body></html>`;
  await writeFile(path.join(dir, 'index.html'), page('Home'));
  await mkdir(path.join(dir, 'about'), { recursive: true });
  await writeFile(path.join(dir, 'about', 'index.html'), page('About'));
  await writeFile(path.join(dir, '404.html'), page('Not found'));
  const report = {
    siteUrl: 'https://bloksecure.com',
    generatedAt: new Date().toISOString(),
    pages: [{ file: 'index.html' }, { file: 'about/index.html' }, { file: '404.html' }],
    assets: [],
  };
  await writeFile(path.join(dir, 'report.json'), JSON.stringify(report));
  return dir;
}
