import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePostFile } from '../../core/blog/markdown/markdownSource';
import { reasonOf } from '../../core/blog/source';
import type { BlogPost } from '../../src/shared/blog/types';

/** one markdown file: its post (null for a draft), or why it could not be read */
export type ParsedFile = { name: string; post: BlogPost | null } | { name: string; reason: string };

/** parses post files in this thread, each as the markdown source does (light: render workers import it) */
export async function parsePostFiles(dir: string, names: string[]): Promise<ParsedFile[]> {
  const out: ParsedFile[] = [];
  for (const name of names) {
    try {
      out.push({ name, post: parsePostFile(name, await readFile(path.join(dir, name), 'utf8')) });
    } catch (err) {
      out.push({ name, reason: reasonOf(err) });
    }
  }
  return out;
}
