import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docBlocks, fill, projectRoot, recipe, recipeDocs } from '../../docRecipes';

/** every test file under tests/, as text */
function testSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(projectRoot, 'tests'));
  return out;
}

/** the (doc, name) pairs the tests take with recipe('docs/x.md', 'name') */
function recipesRunByTests(): Set<string> {
  const taken = new Set<string>();
  for (const text of testSources()) {
    for (const m of text.matchAll(/\brecipe\(\s*'([^']+)'\s*,\s*'([^']+)'\s*\)/g)) taken.add(`${m[1]} ${m[2]}`);
  }
  return taken;
}

describe('the docs as recipes', () => {
  const docs = recipeDocs();
  const blocks = docs.flatMap((doc) => docBlocks(doc, readFileSync(path.join(projectRoot, doc), 'utf8')));

  it('marks every fenced block of docs/*.md as a recipe or a figure', () => {
    const unmarked = blocks.filter((b) => !b.marker).map((b) => `${b.doc}:${b.line}`);
    expect(unmarked, 'put <!-- recipe: NAME --> (run by a test) or <!-- figure --> on the line above').toEqual([]);
  });

  it('has a test that runs every recipe', () => {
    const taken = recipesRunByTests();
    const notRun = blocks
      .filter((b) => b.marker?.kind === 'recipe' && !taken.has(`${b.doc} ${b.marker.name}`))
      .map((b) => `${b.doc}:${b.line} (${b.marker?.kind === 'recipe' ? b.marker.name : ''})`);
    expect(notRun, "a test must take each recipe with recipe('docs/….md', 'name')").toEqual([]);
  });

  it('names each recipe once per doc', () => {
    const names = blocks.flatMap((b) => (b.marker?.kind === 'recipe' ? [`${b.doc} ${b.marker.name}`] : []));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe('docBlocks, recipe and fill', () => {
  const md = [
    '# Title',
    '<!-- figure -->',
    '```',
    'a --> b',
    '```',
    '',
    '<!-- recipe: lb; placeholders: 10.0.0.11:3000 | /etc/ssl/site.pem -->',
    '',
    '```nginx',
    'server 10.0.0.11:3000;',
    'ssl_certificate /etc/ssl/site.pem;',
    '```',
    'text',
    '```sh',
    'echo unmarked',
    '```',
  ].join('\n');

  it('reads each block with its marker, language and line', () => {
    const blocks = docBlocks('x.md', md);
    expect(blocks.map((b) => [b.line, b.lang, b.marker?.kind])).toEqual([
      [3, '', 'figure'],
      [9, 'nginx', 'recipe'],
      [14, 'sh', undefined],
    ]);
    expect(blocks[1]?.text).toBe('server 10.0.0.11:3000;\nssl_certificate /etc/ssl/site.pem;\n');
    expect(blocks[1]?.marker).toEqual({ kind: 'recipe', name: 'lb', placeholders: ['10.0.0.11:3000', '/etc/ssl/site.pem'] });
  });

  it('fills only declared placeholders, each one present', () => {
    const block = docBlocks('x.md', md)[1]!;
    const r = { text: block.text, placeholders: block.marker?.kind === 'recipe' ? block.marker.placeholders : [] };
    expect(fill(r, { '10.0.0.11:3000': '127.0.0.1:4000' })).toBe('server 127.0.0.1:4000;\nssl_certificate /etc/ssl/site.pem;\n');
    expect(() => fill(r, { 'ssl_certificate ': '' })).toThrow(/not a declared placeholder/);
    expect(() => fill({ ...r, text: 'server x;' }, { '10.0.0.11:3000': 'y' })).toThrow(/does not contain/);
  });

  it('fails on a recipe a doc does not have', () => {
    expect(() => recipe('docs/deploy.md', 'no-such-recipe')).toThrow(/0 recipes named/);
  });
});
