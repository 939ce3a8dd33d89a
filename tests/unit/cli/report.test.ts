import { describe, expect, it } from 'vitest';
import { type ExportReport, fullReport, lineFile, linePath, linesText, parseReportLines, reportText } from '../../../cli/export/report';

const page = (path: string, extra: Partial<ExportReport['pages'][number]> = {}) => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
  status: 200,
  bytes: 100,
  brotliBytes: 40,
  renderMs: 3,
  ...extra,
});

const report = (over: Partial<ExportReport> = {}): ExportReport => ({
  generatedAt: '2026-11-25T12:00:00.000Z',
  buildKey: 'b',
  depBase: 'd',
  siteUrl: 'https://bloksecure.com',
  durationMs: 10,
  pages: [
    page('/', { key: 'k1', deps: { names: ['list'], key: 'd1' } }),
    // strings that hold what the lines are broken at: JSON escapes their quotes, so they stay whole
    page('/blog/a},{"path":"x', { key: '},"y' }),
    page('/about'),
  ],
  assets: [{ file: 'assets/app.js', bytes: 10, brotliBytes: 5 }],
  totals: { pages: 3, files: 9, bytes: 300, brotliBytes: 120 },
  copies: {
    'api/blog/posts/a.json': { key: 'c1', bytes: 7, brotliBytes: 3 },
    'api/blog/posts/b.json': { key: 'c2', bytes: 8, brotliBytes: 4 },
  },
  ...over,
});

describe('reportText', () => {
  it('writes JSON that reads back as the report, one line per page and per post copy', () => {
    const r = report();
    const text = reportText(r);
    expect(JSON.parse(text)).toEqual(r);
    const lines = text.split('\n');
    for (const p of r.pages) expect(lines).toContain(`    ${JSON.stringify(p)}${p === r.pages.at(-1) ? '' : ','}`);
    expect(lines).toContain('    "api/blog/posts/a.json":{"key":"c1","bytes":7,"brotliBytes":3},');
    expect(lines).toContain('  "generatedAt": "2026-11-25T12:00:00.000Z",');
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('writes empty lists and a report without copies', () => {
    for (const r of [report({ pages: [], copies: {} }), report({ copies: undefined })]) {
      expect(JSON.parse(reportText(r))).toEqual(JSON.parse(JSON.stringify(r)));
    }
  });
});

describe('report lines', () => {
  it('reads reportText back as lines that give the same report and the same text', () => {
    for (const r of [report(), report({ pages: [], copies: {} }), report({ copies: undefined })]) {
      const text = reportText(r);
      const lines = parseReportLines(text);
      expect(lines.pages).toHaveLength(r.pages.length);
      expect(fullReport(lines)).toEqual(JSON.parse(text));
      expect(linesText(lines)).toBe(text);
    }
  });

  it('keeps each entry as its own line: a string holding the separators stays whole', () => {
    const lines = parseReportLines(reportText(report()));
    expect(lines.pages.map(linePath)).toEqual(['/', '/blog/a},{"path":"x', '/about']);
    expect(lines.copies?.map(lineFile)).toEqual(['api/blog/posts/a.json', 'api/blog/posts/b.json']);
    expect(JSON.parse(lines.pages[1] ?? 'null')).toMatchObject({ key: '},"y' });
  });

  it('parses a report in another layout whole, into the same lines', () => {
    const r = report();
    const layouts = [JSON.stringify(r), JSON.stringify(r, null, 2), `${reportText(r)}\n`];
    // report.json indented whole, the way an editor saves it: its lists open and close where reportText's do, but
    // each entry spans several lines
    layouts.push(`${JSON.stringify(JSON.parse(reportText(r)), null, 2)}\n`);
    for (const text of layouts) {
      const lines = parseReportLines(text);
      expect(fullReport(lines)).toEqual(r);
      expect(lines.pages.map(linePath)).toEqual(r.pages.map((p) => p.path));
      expect(lines.copies?.map(lineFile)).toEqual(Object.keys(r.copies ?? {}));
    }
  });

  it('reads a string with escapes, and a line whose path is not first', () => {
    expect(linePath('{"path":"/a\\\\\\"b","file":"x"}')).toBe('/a\\"b');
    expect(lineFile('"api/x.json":{"key":"k"}')).toBe('api/x.json');
    expect(linePath('{"file":"f","path":"/p"}')).toBe('/p');
  });

  it('refuses a damaged list instead of reading part of it', () => {
    const text = reportText(report());
    expect(() => parseReportLines(text.replace('\n  ],', '\n  ,'))).toThrow(SyntaxError);
  });
});
