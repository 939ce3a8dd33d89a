import { describe, expect, it } from 'vitest';
import { serializePageData } from '../../../src/shared/pageData';

describe('serializePageData', () => {
  it('cannot close the script element it is embedded in', () => {
    const json = serializePageData({
      config: { siteUrl: 'https://x' },
      page: 'pages/blog/BlogListPage',
      assets: { css: [], boot: '/b.js', entry: '/e.js', preloads: [] },
      queries: [['/api/blog/posts', { title: '</script><script>alert(1)</script>\u2028' }]],
    });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).queries[0][1].title).toBe('</script><script>alert(1)</script>\u2028');
  });
});
