/**
 * Whether a change can reach an open page without a reload: a stylesheet edit, or an edit of Tailwind
 * classes in a component. Three checks, each cheap:
 *
 * 1. the code changed only inside string literals (`stringChanges`: the old and new text of each
 *    changed file, compiled by esbuild to plain JavaScript, read token by token: every token but a
 *    string's text must be equal), so no behaviour changed;
 * 2. the page's new HTML differs from what the browser shows only in class attributes and in the
 *    hashes of asset names (`classPatch`);
 * 3. every class word of the changed strings is in the page's new class attributes, so the strings
 *    are this page's classes, not data its code uses.
 *
 * Then the browser applies the class changes and swaps the stylesheet in place; anything else reloads.
 */
import * as esbuild from 'esbuild';
import { Parser } from 'htmlparser2';
import { PAGE_DATA_ID } from '../../src/shared/pageData';

/** a token of JavaScript: a string's text (or a template's literal part), or any other token */
interface Token {
  string: boolean;
  text: string;
}

/** words after which a `/` starts a regular expression, not a division */
const BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'instanceof',
  'yield',
  'await',
]);

/** the tokens of plain JavaScript (as esbuild prints it); null when it cannot be read */
export function tokenize(code: string): Token[] | null {
  const tokens: Token[] = [];
  // brace depth inside each open template `${ ... }`
  const templates: number[] = [];
  let i = 0;
  const n = code.length;
  const push = (string: boolean, text: string) => tokens.push({ string, text });

  const readTemplate = (): boolean => {
    // at the character after a backtick or after the `}` closing a substitution
    let text = '';
    while (i < n) {
      const c = code[i]!;
      if (c === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i++;
        push(true, text);
        return true;
      } else if (c === '$' && code[i + 1] === '{') {
        i += 2;
        push(true, text);
        push(false, '${');
        templates.push(0);
        return true;
      } else {
        text += c;
        i++;
      }
    }
    return false;
  };

  while (i < n) {
    const c = code[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) i = n;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      if (end < 0) return null;
      i = end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && code[j] !== c) {
        if (code[j] === '\\') j++;
        if (code[j] === '\n') return null;
        j++;
      }
      if (j >= n) return null;
      push(true, code.slice(i + 1, j));
      i = j + 1;
    } else if (c === '`') {
      i++;
      if (!readTemplate()) return null;
    } else if (c === '{') {
      if (templates.length) templates[templates.length - 1]!++;
      push(false, c);
      i++;
    } else if (c === '}') {
      i++;
      if (templates.length && templates[templates.length - 1] === 0) {
        templates.pop();
        push(false, '}');
        if (!readTemplate()) return null;
      } else {
        if (templates.length) templates[templates.length - 1]!--;
        push(false, c);
      }
    } else if (c === '/' && startsRegex(tokens.at(-1))) {
      let j = i + 1;
      let inClass = false;
      while (j < n && (inClass || code[j] !== '/')) {
        if (code[j] === '\\') j++;
        else if (code[j] === '[') inClass = true;
        else if (code[j] === ']') inClass = false;
        else if (code[j] === '\n') return null;
        j++;
      }
      j++;
      while (j < n && /[a-z]/i.test(code[j]!)) j++;
      push(false, code.slice(i, j));
      i = j;
    } else if (/[\w$]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$.]/.test(code[j]!)) j++;
      push(false, code.slice(i, j));
      i = j;
    } else {
      push(false, c);
      i++;
    }
  }
  return templates.length === 0 ? tokens : null;
}

function startsRegex(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.string) return false;
  const t = previous.text;
  if (/^[\w$.]+$/.test(t)) return BEFORE_REGEX.has(t);
  return t !== ')' && t !== ']' && t !== '}';
}

const LOADERS: Record<string, esbuild.Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mts': 'ts', '.mjs': 'js' };

/** the loader esbuild reads a source file with; undefined for files that are not code */
export const loaderFor = (file: string): esbuild.Loader | undefined => LOADERS[file.slice(file.lastIndexOf('.'))];

/**
 * the new text of every string literal that changed between two versions of a source file, or null
 * when anything else changed (or either version does not compile)
 */
export async function stringChanges(before: string, after: string, loader: esbuild.Loader): Promise<string[] | null> {
  if (before === after) return [];
  const compile = (code: string) =>
    esbuild.transform(code, { loader, jsx: 'automatic', format: 'esm', logLevel: 'silent' }).then(
      (r) => r.code,
      () => null,
    );
  const [a, b] = await Promise.all([compile(before), compile(after)]);
  if (a === null || b === null) return null;
  const ta = tokenize(a);
  const tb = tokenize(b);
  if (!ta || !tb || ta.length !== tb.length) return null;
  const changed: string[] = [];
  for (let k = 0; k < ta.length; k++) {
    const x = ta[k]!;
    const y = tb[k]!;
    if (x.string !== y.string) return null;
    if (x.text === y.text) continue;
    if (!x.string) return null;
    changed.push(y.text);
  }
  return changed;
}

/** the asset names of a build without their content hashes: /assets/main-H2NONIPG.js -> /assets/main.js */
const unhashed = (html: string) => html.replace(/\/assets\/([\w.-]+?)-[A-Za-z0-9]{8,10}\.(js|css)\b/g, '/assets/$1.$2');

/** one class attribute change: the nth element (in document order) whose class is `from` gets `to` */
export interface ClassChange {
  from: string;
  to: string;
  nth: number;
}

export interface StylePatch {
  classes: ClassChange[];
  /** how many elements had each `from` class in the page the browser shows: it checks its own count */
  counts: Record<string, number>;
  /** stylesheets replaced, by URL path */
  css: Array<{ from: string; to: string }>;
}

type Node = { kind: 'tag'; name: string; attrs: string; cls: string | null } | { kind: 'other'; text: string };

/** the page data without its assets: which scripts a page loads is not what it shows */
function withoutAssets(json: string): string {
  try {
    const { assets: _, ...rest } = JSON.parse(json) as { assets?: unknown };
    return JSON.stringify(rest);
  } catch {
    return json;
  }
}

/**
 * a page as a list of nodes: tags with their attributes (class apart, asset hashes dropped), text,
 * comments; the page data's assets left out
 */
function nodesOf(html: string): { nodes: Node[]; css: string[] } {
  const nodes: Node[] = [];
  const css: string[] = [];
  let pageData: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script' && attribs.id === PAGE_DATA_ID) pageData = '';
        if (name === 'link' && attribs.rel === 'stylesheet' && attribs.href) css.push(attribs.href);
        const { class: cls, ...rest } = attribs;
        if (rest.href) rest.href = unhashed(rest.href);
        if (rest.src) rest.src = unhashed(rest.src);
        nodes.push({ kind: 'tag', name, attrs: JSON.stringify(rest), cls: cls ?? null });
      },
      ontext(text) {
        if (pageData !== null) pageData += text;
        else nodes.push({ kind: 'other', text: unhashed(text) });
      },
      onclosetag(name) {
        if (pageData !== null) {
          nodes.push({ kind: 'other', text: withoutAssets(pageData) });
          pageData = null;
        }
        nodes.push({ kind: 'other', text: `</${name}>` });
      },
      oncomment(text) {
        nodes.push({ kind: 'other', text: `<!--${text}-->` });
      },
      onprocessinginstruction(_, data) {
        nodes.push({ kind: 'other', text: `<${data}>` });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  // adjacent text pieces joined: the parser may split a text anywhere
  const joined: Node[] = [];
  for (const node of nodes) {
    const prev = joined.at(-1);
    if (node.kind === 'other' && prev?.kind === 'other' && !node.text.startsWith('<') && !prev.text.startsWith('<')) {
      joined[joined.length - 1] = { kind: 'other', text: prev.text + node.text };
    } else joined.push(node);
  }
  return { nodes: joined, css };
}

/**
 * the changes that turn the page the browser shows into the new one when they differ only in class
 * attributes and the assets named (stylesheets are swapped; scripts stay as loaded); null otherwise. `words`: the class words of the changed strings, each
 * of which must be in the new page's class attributes.
 */
export function classPatch(shown: string, next: string, words: string[]): StylePatch | null {
  const a = nodesOf(shown);
  const b = nodesOf(next);
  if (a.nodes.length !== b.nodes.length || a.css.length !== b.css.length) return null;
  const seen = new Map<string, number>();
  const classes: ClassChange[] = [];
  const present = new Set<string>();
  for (let k = 0; k < a.nodes.length; k++) {
    const x = a.nodes[k]!;
    const y = b.nodes[k]!;
    if (x.kind !== y.kind) return null;
    if (x.kind === 'other' || y.kind === 'other') {
      if (x.kind === 'other' && y.kind === 'other' && x.text === y.text) continue;
      return null;
    }
    if (x.name !== y.name || x.attrs !== y.attrs) return null;
    for (const w of (y.cls ?? '').split(/\s+/)) if (w) present.add(w);
    if (x.cls === null) {
      if (y.cls !== null) return null;
      continue;
    }
    const nth = seen.get(x.cls) ?? 0;
    seen.set(x.cls, nth + 1);
    if (x.cls !== y.cls) classes.push({ from: x.cls, to: y.cls ?? '', nth });
  }
  if (!words.every((w) => present.has(w))) return null;
  const counts: Record<string, number> = {};
  for (const c of classes) counts[c.from] = seen.get(c.from) ?? 0;
  const css = a.css.flatMap((from, k) => (from === b.css[k] ? [] : [{ from, to: b.css[k]! }]));
  return { classes, counts, css };
}
