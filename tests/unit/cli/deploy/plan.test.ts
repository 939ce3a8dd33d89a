import { describe, expect, it } from 'vitest';
import type { LocalFile } from '../../../../cli/deploy/files';
import { phaseOf } from '../../../../cli/deploy/phases';
import { planDeploy } from '../../../../cli/deploy/plan';
import type { RemoteObject } from '../../../../cli/deploy/remote';
import { manifestKey, objectKey, parseDeployTarget } from '../../../../cli/deploy/target';

const file = (rel: string, md5: string, cacheControl = 'public, max-age=0, must-revalidate'): LocalFile => ({
  rel,
  from: { file: `/x/${rel}` },
  size: 10,
  md5,
  contentType: 'text/html; charset=utf-8',
  cacheControl,
  phase: phaseOf(rel),
});
const remote = (entries: Array<[string, string]>) =>
  new Map<string, RemoteObject>(entries.map(([key, etag]) => [key, { key, etag, size: 10 }]));

describe('deploy targets', () => {
  it('reads s3://BUCKET[/PREFIX] and refuses anything else with the form to write', () => {
    expect(parseDeployTarget('s3://www-example-com')).toEqual({ bucket: 'www-example-com', prefix: '', url: 's3://www-example-com' });
    expect(parseDeployTarget('s3://sites/a/b/')).toEqual({ bucket: 'sites', prefix: 'a/b/', url: 's3://sites/a/b' });
    for (const bad of ['https://bucket', 's3://', 's3://Upper', 's3://ab', 's3://b..c', 's3://bucket/a//b', 's3://bucket/../x'])
      expect(() => parseDeployTarget(bad), bad).toThrow(/s3:\/\/BUCKET|prefix/);
    const t = parseDeployTarget('s3://sites/www');
    expect(objectKey(t, 'about/index.html')).toBe('www/about/index.html');
    expect(manifestKey(t)).toBe('www/.site-deploy.json');
  });
});

describe('upload order', () => {
  it('puts assets first, then the documents (pages, JSON copies, sitemap, feed, robots.txt) in link order, then report.json', () => {
    expect(phaseOf('assets/main-abc.js')).toBe('assets');
    expect(phaseOf('images/logo.svg')).toBe('assets');
    for (const doc of ['about/index.html', '404.html', 'api/blog/posts.json', 'sitemap.xml', 'blog/feed.xml', 'robots.txt'])
      expect(phaseOf(doc), doc).toBe('documents');
    expect(phaseOf('report.json')).toBe('report');
  });
});

describe('planDeploy', () => {
  const keyOf = (rel: string) => rel;
  it('uploads what is new or changed, phase by phase, keeps what matches, deletes what the export no longer has', () => {
    const files = [file('report.json', 'r1'), file('index.html', 'i2'), file('sitemap.xml', 's1'), file('assets/a-2.js', 'a2')];
    const plan = planDeploy(
      files,
      remote([
        ['index.html', 'i1'],
        ['sitemap.xml', 's1'],
        ['report.json', 'r1'],
        ['assets/a-1.js', 'a1'],
      ]),
      null,
      keyOf,
    );
    expect(plan.uploads.map((f) => f.rel)).toEqual(['assets/a-2.js', 'index.html']);
    expect(plan.unchanged.map((f) => f.rel).sort()).toEqual(['report.json', 'sitemap.xml']);
    expect(plan.deletes).toEqual(['assets/a-1.js']);
  });

  it('trusts an ETag that is not an MD5 when the manifest recorded it for the same bytes, and uploads again when a header changed', () => {
    const manifest = {
      version: 1 as const,
      files: {
        'index.html': {
          md5: 'i1',
          etag: 'kms-etag',
          contentType: 'text/html; charset=utf-8',
          cacheControl: 'public, max-age=0, must-revalidate',
        },
        'about.html': { md5: 'b1', etag: 'b1', contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' },
      },
    };
    const plan = planDeploy(
      [file('index.html', 'i1'), file('about.html', 'b1')],
      remote([
        ['index.html', 'kms-etag'],
        ['about.html', 'b1'],
      ]),
      manifest,
      keyOf,
    );
    expect(plan.unchanged.map((f) => f.rel)).toEqual(['index.html']);
    expect(plan.uploads.map((f) => f.rel)).toEqual(['about.html']);
  });
});
