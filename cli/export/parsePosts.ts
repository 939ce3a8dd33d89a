import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedFile, parsePostFile } from '../../core/blog/markdown/markdownSource';
import { reasonOf } from '../../core/blog/source';

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
