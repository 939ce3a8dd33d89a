import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BlogConfig, chooseBlogSource } from '../../core/blog/index';
import { projectRoot } from '../../core/exportPaths';
import { blogPostUrl } from '../../src/shared/blog/paths';

/** a page to name the source of: its URL path and, when known, the module of its route (a key of src/pageModules.ts) */
export interface PageOfRoute {
  path: string;
  route?: { page: string };
}

/**
 * the source file of each of these pages, by URL path, where there is one: a blog post's markdown file
 * (markdown blogs; the slug is the file's name), else the module of its route's page under src/. For the
 * CI annotations of a failed export (cli/ciAnnotations.ts).
 */
export function pageSources(pages: PageOfRoute[], blog: BlogConfig): Record<string, string> {
  const choice = chooseBlogSource(blog);
  const sources: Record<string, string> = {};
  for (const p of pages) {
    const slug = p.path.startsWith('/blog/') ? p.path.slice('/blog/'.length) : '';
    const post = choice.kind === 'markdown' && slug && blogPostUrl(slug) === p.path ? path.join(choice.dir, `${slug}.md`) : '';
    const page = p.route?.page;
    const module = page
      ? ['.tsx', '.ts'].map((ext) => path.join(projectRoot, 'src', `${page}${ext}`)).find((f) => existsSync(f))
      : undefined;
    const file = post && existsSync(post) ? post : module;
    if (file) sources[p.path] = file;
  }
  return sources;
}
