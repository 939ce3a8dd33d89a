/**
 * An export's failed pages, broken links and unreadable posts as CI systems show them inline.
 *
 * - GitHub Actions (`GITHUB_ACTIONS=true`): workflow commands, `::error file=…,line=…,title=…::message`
 *   on stdout, which the runner turns into annotations on the file of the pull request and the run.
 * - Any other CI (`CI` set: GitLab CI, Jenkins, Buildkite, …): the compiler form `file:line: error: message`,
 *   which their log viewers and problem matchers (and editors) link to the file.
 * - Outside CI: nothing; the command prints its plain lines.
 *
 * The file is the source of the page where there is one (a post's markdown file, a page's module under
 * src/), relative to the working folder (the repository's root in CI), and the line is where the
 * broken link is written in it when it can be found.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type CiStyle = 'github' | 'plain';

/** the annotation style of the environment, or null outside CI */
export function ciStyle(env: NodeJS.ProcessEnv = process.env): CiStyle | null {
  if (env.GITHUB_ACTIONS === 'true') return 'github';
  const ci = env.CI?.trim().toLowerCase();
  return ci && ci !== 'false' && ci !== '0' ? 'plain' : null;
}

export interface Annotation {
  severity: 'error' | 'warning';
  message: string;
  /** the source file, absolute or relative to the working folder */
  file?: string;
  line?: number;
  title?: string;
}

// https://docs.github.com/actions/reference/workflow-commands-for-github-actions: a message escapes %, CR
// and LF; a property value also : and ,
const escapeData = (s: string) => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (s: string) => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** a file as CI shows it: relative to the working folder when inside it, with / separators */
function displayFile(file: string, cwd: string): string {
  const rel = path.relative(cwd, path.resolve(cwd, file));
  const shown = !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : path.resolve(cwd, file);
  return shown.split(path.sep).join('/');
}

/** one annotation line in the given style */
export function formatAnnotation(style: CiStyle, a: Annotation, cwd = process.cwd()): string {
  const file = a.file ? displayFile(a.file, cwd) : undefined;
  if (style === 'github') {
    const props = [
      file ? `file=${escapeProperty(file)}` : '',
      file && a.line ? `line=${a.line}` : '',
      a.title ? `title=${escapeProperty(a.title)}` : '',
    ].filter(Boolean);
    return `::${a.severity}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(a.message)}`;
  }
  const where = file ? `${file}${a.line ? `:${a.line}` : ''}: ` : '';
  return `${where}${a.severity}: ${a.message.replaceAll('\n', ' ')}`;
}

/** the 1-based line of a file where `text` first appears, or undefined */
export function lineOf(file: string, text: string): number | undefined {
  if (!text) return undefined;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = source.indexOf(text);
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

const BROKEN_LINK = /^(\S+): broken link "(.*)" \(/;

/**
 * the annotation of one error of an export's result ('<page>: <reason>', as the exporter writes them),
 * with the page's source file when `sources` names one
 */
export function pageErrorAnnotation(error: string, sources: Record<string, string> = {}): Annotation {
  const link = BROKEN_LINK.exec(error);
  const page = link?.[1] ?? error.slice(0, Math.max(0, error.indexOf(': ')));
  const file = Object.hasOwn(sources, page) ? sources[page] : undefined;
  const line = file && link ? lineOf(file, link[2] ?? '') : undefined;
  return { severity: 'error', message: error, file, line, title: link ? 'Broken link' : 'Page failed to render' };
}

/** the annotation of a blog post that could not be read ('blog post <file>: <reason>') */
export function blogWarningAnnotation(warning: string, cwd = process.cwd()): Annotation {
  const rest = warning.replace(/^blog post /, '');
  const cut = rest.indexOf('.md: ');
  const file = cut > 0 ? rest.slice(0, cut + 3) : undefined;
  // a Notion page is named by its title or id: no file
  const exists = file !== undefined && existsSync(path.resolve(cwd, file));
  return { severity: 'warning', message: warning, file: exists ? file : undefined, title: 'Blog post left out' };
}
