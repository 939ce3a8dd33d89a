import { describe, expect, it } from 'vitest';
import { assetStep, nextStep } from '../../../../cli/dev/pageSteps';

describe('nextStep', () => {
  const shown = '<html><head><link rel="stylesheet" href="/assets/app-0a517e235a.css"/></head><body><h1 class="a">x</h1></body></html>';
  it('reloads for code beyond strings, for a page it never served, and for strings only the scripts use', () => {
    expect(nextStep(shown, shown, { words: null, code: true, always: false })).toBe('reload');
    expect(nextStep(shown, shown.replace('>x<', '>y<'), { words: null, code: true, always: false })).toBe('reload');
    expect(nextStep(undefined, shown, { words: [], code: false, always: false })).toBe('reload');
    expect(nextStep(shown, shown, { words: [], code: false, always: true })).toBe('reload');
    expect(nextStep(shown, shown, { words: ['Saved'], code: true, always: false })).toBe('reload');
  });

  it('updates the page in place when a post or the text of the code changed its HTML', () => {
    expect(nextStep(shown, shown.replace('>x<', '>y<'), { words: [], code: false, always: false })).toBe('update');
    expect(nextStep(shown, shown.replace('>x<', '>Written y<'), { words: ['Written', 'y'], code: true, always: false })).toBe('update');
  });

  it('leaves an unchanged page alone and patches a class-only change', () => {
    expect(nextStep(shown, shown, { words: [], code: false, always: false })).toBeNull();
    const step = nextStep(shown, shown.replace('class="a"', 'class="b"'), { words: ['b'], code: true, always: false });
    expect(step).toMatchObject({ classes: [{ from: 'a', to: 'b', nth: 0 }] });
  });
});

describe('assetStep', () => {
  const page = (css: string, entry: string, cls = 'a') =>
    `<html><head><link rel="stylesheet" href="${css}"/><script type="module" src="/assets/boot-AAAAAAAA.js"></script></head><body><h1 class="${cls}">x</h1><script type="application/json" id="__PAGE_DATA__">{"page":"p","assets":{"css":["${css}"],"entry":"${entry}","preloads":[]}}</script></body></html>`;
  const css = '/assets/app-0a517e235a.css';
  it('leaves a page alone when only its scripts were renamed (a browser bundle arrived)', () => {
    expect(assetStep(page(css, '/__site/entry/3.js'), page(css, '/assets/main-H2NONIPG.js'))).toBeNull();
  });
  it('swaps a new stylesheet in place', () => {
    expect(assetStep(page(css, '/assets/main-H2NONIPG.js'), page('/assets/app-1b517e235a.css', '/assets/main-H2NONIPG.js'))).toMatchObject({
      classes: [],
      css: [{ from: css, to: '/assets/app-1b517e235a.css' }],
    });
  });
  it('reloads a page whose HTML differs otherwise', () => {
    expect(assetStep(page(css, '/assets/main-H2NONIPG.js', 'a'), page(css, '/assets/main-H2NONIPG.js', 'b'))).toBe('reload');
  });
});
