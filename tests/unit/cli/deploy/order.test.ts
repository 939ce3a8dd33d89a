import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLinks } from '../../../../cli/deploy/links';
import { components, orderDeletes, orderUploads, type UploadNode } from '../../../../cli/deploy/order';
import { runInOrder } from '../../../../cli/deploy/pool';

const node = (key: string, present: boolean, links: string[] | null): UploadNode => ({ key, present, links });
const keys = (nodes: UploadNode[], order: number[]) => order.map((i) => nodes[i]!.key);

/** whether, uploading in this order, every uploaded document links only to keys present at that moment */
function keepsInvariant(nodes: UploadNode[], order: number[], allowed: string[][] = []): boolean {
  const up = new Set(nodes.filter((n) => n.present).map((n) => n.key));
  const together = new Map(allowed.flatMap((g) => g.map((k) => [k, new Set(g)] as const)));
  for (const i of order) {
    const n = nodes[i]!;
    up.add(n.key);
    const missing = (n.links ?? []).filter((k) => nodes.some((m) => m.key === k) && !up.has(k) && !together.get(n.key)?.has(k));
    if (missing.length > 0) return false;
  }
  return true;
}

describe('orderUploads', () => {
  it('puts a new post before the pages that link to it, though its name sorts after theirs', () => {
    const nodes = [
      node('blog/index.html', true, ['blog/zz-new/index.html', 'index.html']),
      node('index.html', true, ['blog/index.html', 'blog/zz-new/index.html']),
      node('sitemap.xml', true, ['index.html', 'blog/index.html', 'blog/zz-new/index.html']),
      node('blog/zz-new/index.html', false, ['blog/index.html', 'index.html']),
    ];
    const { order, cycles, after } = orderUploads(nodes);
    expect(keys(nodes, order)).toEqual(['blog/zz-new/index.html', 'blog/index.html', 'index.html', 'sitemap.xml']);
    expect(cycles).toEqual([]);
    // the home page and the blog list link to each other: neither waits for the other, both wait for the post
    expect(after[0]).toEqual([3]);
    expect(after[1]).toEqual([3]);
    expect(after[2]).toEqual([0, 1, 3]);
  });

  it('orders new documents by their links to each other, and changed ones after the new ones they link to', () => {
    const nodes = [
      node('a/index.html', false, ['z/index.html']),
      node('m/index.html', true, ['a/index.html']),
      node('z/index.html', false, []),
    ];
    expect(keys(nodes, orderUploads(nodes).order)).toEqual(['z/index.html', 'a/index.html', 'm/index.html']);
  });

  it('uploads new documents that link to each other in a cycle together, after what else they need, and reports them', () => {
    const nodes = [
      node('blog/index.html', true, ['blog/a/index.html', 'blog/b/index.html']),
      node('blog/a/index.html', false, ['blog/b/index.html', 'assets/x.css', 'about/index.html']),
      node('blog/b/index.html', false, ['blog/a/index.html']),
      node('about/index.html', false, []),
    ];
    const { order, after, cycles } = orderUploads(nodes);
    expect(cycles).toEqual([['blog/a/index.html', 'blog/b/index.html']]);
    expect(keys(nodes, order)).toEqual(['about/index.html', 'blog/a/index.html', 'blog/b/index.html', 'blog/index.html']);
    expect(after[1]).toEqual([3]);
    expect(after[2]).toEqual([]);
    expect(keepsInvariant(nodes, order, cycles)).toBe(true);
    expect(keepsInvariant(nodes, order)).toBe(false);
  });

  it('takes a document whose links are unknown to need every new document', () => {
    const nodes = [node('index.html', true, null), node('blog/new/index.html', false, []), node('about/index.html', true, [])];
    const { order, after } = orderUploads(nodes);
    expect(keys(nodes, order).indexOf('blog/new/index.html')).toBeLessThan(keys(nodes, order).indexOf('index.html'));
    expect(after[0]).toEqual([1]);
  });

  it('keeps the invariant for any graph whose new documents link to each other without cycles', () => {
    const graph = fc
      .integer({ min: 1, max: 12 })
      .chain((n) =>
        fc.tuple(
          fc.array(fc.boolean(), { minLength: n, maxLength: n }),
          fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 5 }), { minLength: n, maxLength: n }),
        ),
      );
    fc.assert(
      fc.property(graph, ([present, links]) => {
        const nodes = present.map((p, i) =>
          node(
            `k${i}`,
            p,
            (links[i] ?? []).map((j) => `k${j}`),
          ),
        );
        const { order, after, cycles } = orderUploads(nodes);
        expect([...order].sort((a, b) => a - b)).toEqual(nodes.map((_, i) => i));
        // every wait is for a document earlier in the order
        for (const [r, i] of order.entries()) for (const j of after[i] ?? []) expect(order.indexOf(j)).toBeLessThan(r);
        expect(keepsInvariant(nodes, order, cycles)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('components', () => {
  it('lists strongly connected components with what they link to first, iteratively on long chains', () => {
    expect(components(4, [[1], [2], [1, 3], []])).toEqual([[3], [1, 2], [0]]);
    const n = 50_000;
    const chain = Array.from({ length: n }, (_, i) => (i + 1 < n ? [i + 1] : []));
    expect(components(n, chain)[0]).toEqual([n - 1]);
  });
});

describe('orderDeletes', () => {
  it('deletes a document before what it links to, and documents in a cycle in one batch', () => {
    const { batches, cycles } = orderDeletes([
      { key: 'blog/old/index.html', links: ['blog/older/index.html', 'index.html'] },
      { key: 'blog/older/index.html', links: [] },
      { key: 'x/index.html', links: ['y/index.html'] },
      { key: 'y/index.html', links: ['x/index.html'] },
    ]);
    expect(batches).toEqual([['blog/old/index.html', 'x/index.html', 'y/index.html'], ['blog/older/index.html']]);
    expect(cycles).toEqual([['x/index.html', 'y/index.html']]);
    expect(orderDeletes([])).toEqual({ batches: [], cycles: [] });
  });
});

describe('runInOrder', () => {
  it('starts each index only after those it waits for have finished, at most `limit` at once, earliest first', async () => {
    const finished: number[] = [];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const after = [[], [0], [0], [1, 2], []];
    await runInOrder([0, 4, 1, 2, 3], after, 2, async (i) => {
      started.push(i);
      for (const j of after[i]!) expect(finished).toContain(j);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5 * (5 - i)));
      running--;
      finished.push(i);
    });
    expect(started[0]).toBe(0);
    expect(most).toBe(2);
    expect(finished.sort()).toEqual([0, 1, 2, 3, 4]);
    const one: number[] = [];
    await runInOrder([0, 4, 1, 2, 3], after, 1, async (i) => {
      one.push(i);
    });
    expect(one).toEqual([0, 4, 1, 2, 3]);
    await expect(runInOrder([0, 1], [[], []], 2, async (i) => Promise.reject(new Error(`failed ${i}`)))).rejects.toThrow(/failed/);
  });
});

describe('documentLinks', () => {
  const files = new Set([
    'index.html',
    'about/index.html',
    'blog/index.html',
    'blog/a/index.html',
    'api/blog/posts.json',
    'api/blog/posts/a.json',
    'assets/app-1.css',
    'sitemap.xml',
  ]);
  it('reads a page, the sitemap, robots.txt and the blog list copy, with the JSON copies a link to the blog needs', () => {
    const html =
      '<a href="/about">About</a><a href="/blog/a#x">A</a><link rel="stylesheet" href="/assets/app-1.css"><a href="https://other.example/">x</a>';
    expect(documentLinks('index.html', html, files, 'https://bloksecure.com').sort()).toEqual(
      ['about/index.html', 'api/blog/posts/a.json', 'assets/app-1.css', 'blog/a/index.html'].sort(),
    );
    const sitemap = '<urlset><url><loc>https://bloksecure.com/</loc></url><url><loc>https://bloksecure.com/blog</loc></url></urlset>';
    expect(documentLinks('sitemap.xml', sitemap, files, 'https://bloksecure.com').sort()).toEqual(
      ['api/blog/posts.json', 'blog/index.html', 'index.html'].sort(),
    );
    expect(documentLinks('robots.txt', 'Sitemap: https://bloksecure.com/sitemap.xml\n', files, 'https://bloksecure.com')).toEqual([
      'sitemap.xml',
    ]);
    expect(
      documentLinks(
        'api/blog/posts.json',
        JSON.stringify({ posts: [{ slug: 'a', featuredImage: '' }] }),
        files,
        'https://bloksecure.com',
      ).sort(),
    ).toEqual(['api/blog/posts/a.json', 'blog/a/index.html']);
  });
});
