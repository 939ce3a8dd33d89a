import { describe, expect, it } from 'vitest';
import { DEV_TAG, injectDevTag, nextStep, pagePathOf } from '../../../../cli/dev/devServer';
import { postProblemLine } from '../../../../cli/dev/errors';

describe('pagePathOf', () => {
  it('names the page a request is for, as the static server finds its file', () => {
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('/index.html')).toBe('/');
    expect(pagePathOf('/about/')).toBe('/about');
    expect(pagePathOf('/about/index.html')).toBe('/about');
    expect(pagePathOf('/404.html')).toBe('/404');
    expect(pagePathOf('/blog/x')).toBe('/blog/x');
  });
});

describe('injectDevTag', () => {
  it('adds the live script before </head> and nothing else', () => {
    const html = '<!DOCTYPE html><html><head><title>t</title></head><body></body></html>';
    const out = injectDevTag(html);
    expect(out.replace(DEV_TAG, '')).toBe(html);
    expect(out.indexOf(DEV_TAG)).toBe(html.indexOf('</head>'));
  });
});

describe('nextStep', () => {
  const shown = '<html><head><link rel="stylesheet" href="/assets/app-0a517e235a.css"/></head><body><h1 class="a">x</h1></body></html>';
  it('reloads for code, for a page it never served, and when the HTML changed', () => {
    expect(nextStep(shown, shown, { words: null, code: true, always: false })).toBe('reload');
    expect(nextStep(undefined, shown, { words: [], code: false, always: false })).toBe('reload');
    expect(nextStep(shown, shown.replace('>x<', '>y<'), { words: [], code: false, always: false })).toBe('reload');
    expect(nextStep(shown, shown, { words: [], code: false, always: true })).toBe('reload');
  });

  it('leaves an unchanged page alone and patches a class-only change', () => {
    expect(nextStep(shown, shown, { words: [], code: false, always: false })).toBeNull();
    const step = nextStep(shown, shown.replace('class="a"', 'class="b"'), { words: ['b'], code: true, always: false });
    expect(step).toMatchObject({ classes: [{ from: 'a', to: 'b', nth: 0 }] });
  });
});

describe('postProblemLine', () => {
  const text = '---\ntitle: "A"\nslug: Bad Slug\npublished: true\n---\nBody\n';
  it('points at the field, the YAML line, or the opening line', () => {
    expect(postProblemLine(text, 'front matter: slug must be lowercase words joined by hyphens')).toBe(3);
    expect(postProblemLine(text, 'front matter is not valid YAML: Nested mappings are not allowed at line 2, column 7')).toBe(3);
    expect(postProblemLine(text, 'front matter: author is required')).toBe(1);
  });
});
