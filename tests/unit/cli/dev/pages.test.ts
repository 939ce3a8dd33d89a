import { describe, expect, it } from 'vitest';
import { pagePathOf } from '../../../../cli/dev/pages';

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
