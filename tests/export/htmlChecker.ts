import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** one message of the Nu HTML Checker (its JSON output format) */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** vnu.jar as the vnu-jar package ships it; Debian's Java runs it (the package's install script, which would download one, is denied in package.json) */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** every .html file under a folder, sorted */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** runs the checker once (one JVM) over all the files and returns its messages */
export function checkHtml(files: string[]): Promise<CheckerMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', (err) =>
      reject(new Error(`cannot run java for the HTML checker (${err.message}): bash scripts/ensure-test-deps.sh installs it`)),
    );
    child.on('close', (code) => {
      try {
        resolve((JSON.parse(out) as { messages: CheckerMessage[] }).messages);
      } catch {
        reject(new Error(`the HTML checker exited ${code} without a JSON report: ${out.slice(0, 2000)}`));
      }
    });
  });
}

/** the messages that make a page invalid, as 'file:line: message' relative to root, by file and line */
export function checkerErrors(messages: CheckerMessage[], root: string): string[] {
  return messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({ file: path.relative(root, new URL(m.url).pathname), line: m.lastLine ?? 0, message: m.message }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((e) => `${e.file}:${e.line}: ${e.message}`);
}
