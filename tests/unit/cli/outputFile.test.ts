import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../../cli/export/outputFile';

describe('outputFileFor', () => {
  it('maps the root to index.html', () => {
    expect(outputFileFor('/')).toBe('index.html');
  });
  it('maps a path to its folder index', () => {
    expect(outputFileFor('/about')).toBe('about/index.html');
    expect(outputFileFor('/blog/future-authentication-passwordless')).toBe('blog/future-authentication-passwordless/index.html');
  });
  it('ignores a trailing slash, query and hash', () => {
    expect(outputFileFor('/about/')).toBe('about/index.html');
    expect(outputFileFor('/about?x=1#top')).toBe('about/index.html');
  });
  it('maps the not-found page to 404.html', () => {
    expect(outputFileFor('/anything', { notFound: true })).toBe('404.html');
  });
  it('refuses paths that would leave the export folder', () => {
    expect(() => outputFileFor('/../etc/passwd')).toThrow(/unsafe/);
    expect(() => outputFileFor('/blog/..')).toThrow(/unsafe/);
    expect(() => outputFileFor('/a\\b')).toThrow(/unsafe/);
    expect(() => outputFileFor('relative')).toThrow(/absolute/);
  });
});
