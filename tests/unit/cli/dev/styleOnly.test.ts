import { describe, expect, it } from 'vitest';
import { classPatch, stringChanges, tokenize } from '../../../../cli/dev/styleOnly';

const page = (h1Class: string, css = '/assets/app-0a517e235a.css', entry = '/assets/main-H2NONIPG.js', text = 'Hello') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${css}"/></head><body><h1 class="${h1Class}">${text}</h1><p class="mt-4">a</p><p class="mt-4">b</p><script type="application/json" id="__PAGE_DATA__">{"page":"pages/x","assets":{"entry":"${entry}","preloads":[]}}</script></body></html>`;

describe('tokenize', () => {
  it('tells strings, template parts, regular expressions and comments from code', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source under test
    const tokens = tokenize('const a = "x y"; const b = `t ${a + "z"} u`; // c\nconst r = /[/"]+/g; x = a / 2;');
    expect(tokens?.filter((t) => t.string).map((t) => t.text)).toEqual(['x y', 't ', 'z', ' u']);
    expect(tokens?.map((t) => t.text)).toContain('/[/"]+/g');
    expect(tokens?.map((t) => t.text)).not.toContain('// c');
  });

  it('gives up on text it cannot read (an unclosed string)', () => {
    expect(tokenize('const a = "x;\nconst b = 1;')).toBeNull();
  });
});

describe('stringChanges', () => {
  const before = 'export function A() { return <h1 className="text-3xl font-bold">Hi</h1>; }';

  it('gives the new text of changed string literals when nothing else changed', async () => {
    expect(await stringChanges(before, before.replace('font-bold', 'font-bold tracking-wide'), 'tsx')).toEqual([
      'text-3xl font-bold tracking-wide',
    ]);
  });

  it('is null when code changed; JSX text and tag names are strings of the compiled code', async () => {
    // the page's HTML tells these from class changes (classPatch)
    expect(await stringChanges(before, before.replace('<h1', '<h2').replace('</h1>', '</h2>'), 'tsx')).toEqual(['h2']);
    expect(await stringChanges(before, before.replace('Hi', 'Hello'), 'tsx')).toEqual(['Hello']);
    expect(await stringChanges(before, before.replace('function A', 'function B'), 'tsx')).toBeNull();
    expect(await stringChanges(before, before.replace('return', 'return globalThis.flag &&'), 'tsx')).toBeNull();
    expect(await stringChanges(before, before.replace('</h1>;', '</h1>'), 'tsx')).toEqual([]);
    expect(await stringChanges(before, 'export function A( {', 'tsx')).toBeNull();
  });
});

describe('classPatch', () => {
  it('lists the class changes and the swapped stylesheet when nothing else differs (asset hashes aside)', () => {
    const patch = classPatch(page('text-3xl'), page('text-3xl tracking-wide', '/assets/app-1b2c3d4e5f.css', '/assets/main-ABCDEFGH.js'), [
      'text-3xl',
      'tracking-wide',
    ]);
    expect(patch).toEqual({
      classes: [{ from: 'text-3xl', to: 'text-3xl tracking-wide', nth: 0 }],
      counts: { 'text-3xl': 1 },
      css: [{ from: '/assets/app-0a517e235a.css', to: '/assets/app-1b2c3d4e5f.css' }],
    });
  });

  it('counts which of several elements with the same class changed', () => {
    const before = page('x');
    const after = before.replace('<p class="mt-4">b</p>', '<p class="mt-6">b</p>');
    expect(classPatch(before, after, ['mt-6'])?.classes).toEqual([{ from: 'mt-4', to: 'mt-6', nth: 1 }]);
  });

  it('is null when text, other attributes or the page data (its assets aside) changed, or a changed word is not a class of the page', () => {
    expect(classPatch(page('a'), page('b').replace('"page":"pages/x"', '"page":"pages/y"'), ['b'])).toBeNull();
    expect(
      classPatch(
        page('a'),
        page('b', undefined, '/__site/entry/3.js').replace('"preloads":[]', '"preloads":["/assets/chunk-ABCDEFGH.js"]'),
        ['b'],
      ),
    ).not.toBeNull();
    expect(classPatch(page('a'), page('b', undefined, undefined, 'Hello!'), ['b'])).toBeNull();
    expect(classPatch(page('a'), page('a').replace('<h1 ', '<h1 id="x" '), [])).toBeNull();
    expect(classPatch(page('a'), page('b'), ['b', '/api/leads'])).toBeNull();
  });
});
