import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The operator docs as tested recipes. A fenced block in a doc under `docs/` is one of:
 *
 *   <!-- recipe: NAME -->                                   run by a test as written
 *   <!-- recipe: NAME; placeholders: 10.0.0.11 | /etc/x -->  run as written but for the listed literal strings
 *   <!-- figure -->                                         a drawing, nothing to run
 *
 * The marker is the last non-blank line before the fence. A test takes a block with `recipe(doc, name)`
 * and may replace only its declared placeholders (`fill`); tests/unit/docs/recipes.test.ts fails when a
 * block has no marker or a recipe is named by no test. So a doc that drifts from the product fails a test.
 */

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface DocBlock {
  /** the doc, relative to the project root (docs/deploy.md) */
  doc: string;
  /** 1-based line of the opening fence */
  line: number;
  /** the fence's info string (sh, nginx, json, ...) */
  lang: string;
  text: string;
  marker: { kind: 'recipe'; name: string; placeholders: string[] } | { kind: 'figure' } | undefined;
}

const MARKER = /^<!--\s*(recipe:\s*([\w.-]+)(?:\s*;\s*placeholders:\s*(.*?))?|figure)\s*-->$/;

/** every fenced block of a markdown text, with the marker above it */
export function docBlocks(doc: string, markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[1] ?? '```';
    let end = i + 1;
    while (end < lines.length && !(lines[end] ?? '').startsWith(fence)) end++;
    let above = i - 1;
    while (above >= 0 && (lines[above] ?? '').trim() === '') above--;
    blocks.push({
      doc,
      line: i + 1,
      lang: open[2] ?? '',
      text: `${lines.slice(i + 1, end).join('\n')}\n`,
      marker: markerOf((lines[above] ?? '').trim()),
    });
    i = end;
  }
  return blocks;
}

function markerOf(line: string): DocBlock['marker'] {
  const m = MARKER.exec(line);
  if (!m) return undefined;
  if (m[1] === 'figure') return { kind: 'figure' };
  const placeholders = (m[3] ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  return { kind: 'recipe', name: m[2] ?? '', placeholders };
}

/** the docs whose blocks are recipes: every markdown file directly under docs/ */
export function recipeDocs(): string[] {
  return readdirSync(path.join(projectRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
    .sort();
}

/** the recipe NAME of a doc, exactly as written (fails when the doc has no such recipe, or has it twice) */
export function recipe(doc: string, name: string): { text: string; lang: string; placeholders: string[] } {
  const blocks = docBlocks(doc, readFileSync(path.join(projectRoot, doc), 'utf8')).filter(
    (b) => b.marker?.kind === 'recipe' && b.marker.name === name,
  );
  if (blocks.length !== 1) throw new Error(`${doc} has ${blocks.length} recipes named '${name}' (expected one)`);
  const block = blocks[0]!;
  const placeholders = block.marker?.kind === 'recipe' ? block.marker.placeholders : [];
  return { text: block.text, lang: block.lang, placeholders };
}

/**
 * the recipe's text with its declared placeholders replaced (every occurrence); replacing anything
 * that is not a declared placeholder, or a placeholder the text does not hold, is an error
 */
export function fill(r: { text: string; placeholders: string[] }, values: Record<string, string>): string {
  let text = r.text;
  for (const [from, to] of Object.entries(values)) {
    if (!r.placeholders.includes(from)) throw new Error(`'${from}' is not a declared placeholder (${r.placeholders.join(', ') || 'none'})`);
    if (!text.includes(from)) throw new Error(`the recipe does not contain its placeholder '${from}'`);
    text = text.split(from).join(to);
  }
  return text;
}
