import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogWarningAnnotation, ciStyle, formatAnnotation, lineOf, pageErrorAnnotation } from '../../../cli/ciAnnotations';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ci-annotations-'));
  await writeFile(path.join(dir, 'Page.tsx'), "export const Page = () => (\n  <main>\n    <a href='/gone'>gone</a>\n  </main>\n);\n");
  await writeFile(path.join(dir, 'draft-post.md'), '---\ntitle: x\n---\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('CI annotations', () => {
  it('picks GitHub workflow commands under GitHub Actions, the compiler form in other CI, nothing elsewhere', () => {
    expect(ciStyle({ GITHUB_ACTIONS: 'true', CI: 'true' })).toBe('github');
    expect(ciStyle({ CI: 'true', GITLAB_CI: 'true' })).toBe('plain');
    expect(ciStyle({ CI: '1' })).toBe('plain');
    expect(ciStyle({ CI: 'false' })).toBeNull();
    expect(ciStyle({})).toBeNull();
  });

  it("names a broken link's page source and the line that holds the link", () => {
    const error = '/about: broken link "/gone" (no page or file at /gone)';
    const a = pageErrorAnnotation(error, { '/about': path.join(dir, 'Page.tsx') });
    expect(a).toMatchObject({ severity: 'error', line: 3, title: 'Broken link', message: error });
    expect(formatAnnotation('github', a, dir)).toBe(
      '::error file=Page.tsx,line=3,title=Broken link::/about: broken link "/gone" (no page or file at /gone)',
    );
    expect(formatAnnotation('plain', a, dir)).toBe('Page.tsx:3: error: /about: broken link "/gone" (no page or file at /gone)');
  });

  it('annotates a page that failed to render on its source file, without a line, and a page without a source with none', () => {
    const failed = pageErrorAnnotation('/about: Cannot read properties of undefined', { '/about': path.join(dir, 'Page.tsx') });
    expect(formatAnnotation('github', failed, dir)).toBe(
      '::error file=Page.tsx,title=Page failed to render::/about: Cannot read properties of undefined',
    );
    const unknown = pageErrorAnnotation('/elsewhere: boom');
    expect(formatAnnotation('github', unknown, dir)).toBe('::error title=Page failed to render::/elsewhere: boom');
    expect(formatAnnotation('plain', unknown, dir)).toBe('error: /elsewhere: boom');
  });

  it('escapes what workflow commands reserve: % CR LF in the message, and : , in properties', () => {
    const a = {
      severity: 'error' as const,
      message: '100% broken\r\nsecond line',
      file: path.join(dir, 'a,b:c.md'),
      line: 2,
      title: 'x: y',
    };
    expect(formatAnnotation('github', a, dir)).toBe('::error file=a%2Cb%3Ac.md,line=2,title=x%3A y::100%25 broken%0D%0Asecond line');
    expect(formatAnnotation('plain', a, dir)).toBe('a,b:c.md:2: error: 100% broken\r second line');
  });

  it('shows a file outside the working folder by its absolute path', () => {
    const a = { severity: 'warning' as const, message: 'm', file: path.join(dir, 'x.md') };
    expect(formatAnnotation('github', a, path.join(dir, 'sub'))).toBe(`::warning file=${path.join(dir, 'x.md')}::m`);
  });

  it('puts a blog post the export left out on its markdown file as a warning', () => {
    const w = `blog post ${path.join(dir, 'draft-post.md')}: slug: Required`;
    expect(formatAnnotation('github', blogWarningAnnotation(w, dir), dir)).toBe(
      `::warning file=draft-post.md,title=Blog post left out::${w}`,
    );
    // a Notion page has no file
    expect(formatAnnotation('github', blogWarningAnnotation('blog post "Launch notes" (abc123): title: Required', dir), dir)).toBe(
      '::warning title=Blog post left out::blog post "Launch notes" (abc123): title: Required',
    );
  });

  it('finds the line of a text, or none', () => {
    expect(lineOf(path.join(dir, 'Page.tsx'), '<main>')).toBe(2);
    expect(lineOf(path.join(dir, 'Page.tsx'), 'nowhere')).toBeUndefined();
    expect(lineOf(path.join(dir, 'missing.tsx'), 'x')).toBeUndefined();
  });
});
