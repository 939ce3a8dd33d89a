// A generated blog corpus for the export benchmark and the export tests: N published markdown posts in
// the front matter of src/content/blog, whose bodies are the shipped posts' bodies (every block type).
// The same folder is read by our exporter (BLOG_DIR), Eleventy and Astro.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TAGS = ['MFA', 'Passwordless', 'Zero Trust', 'Compliance', 'Help Desk', 'Frontline', 'Privileged Access', 'Passkeys', 'SSO', 'Audit'];
const AUTHORS = ['Priya Natarajan', 'Daniel Reyes', 'Maya Okafor', 'Liam Chen'];

/** a post file's text without its front matter */
export const bodyOf = (text) => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');

/** the bodies of the shipped, published posts */
function bodies() {
  const dir = path.join(root, 'src', 'content', 'blog');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((s) => /\npublished: true\r?\n/.test(s))
    .map(bodyOf);
}

/** the slug of the i-th generated post (0-based) */
export const corpusSlug = (i) => `bench-post-${String(i + 1).padStart(5, '0')}`;

/** writes n published posts into dir (created when missing); returns their slugs */
export function writeCorpus(dir, n) {
  mkdirSync(dir, { recursive: true });
  const texts = bodies();
  const slugs = [];
  for (let i = 0; i < n; i++) {
    const slug = corpusSlug(i);
    const day = new Date(Date.UTC(2015, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const tags = [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length], TAGS[(i * 3 + 5) % TAGS.length]].filter(
      (t, j, a) => a.indexOf(t) === j,
    );
    const front = [
      '---',
      `title: "Benchmark post ${i + 1}: notes on ${tags.join(', ')}"`,
      `slug: "${slug}"`,
      `metaDescription: "Generated post ${i + 1} of ${n} for the export benchmark."`,
      `description: "A generated article reusing a shipped post's body, about ${tags.join(', ')}."`,
      `seoKeywords: ${JSON.stringify(tags)}`,
      `tags: ${JSON.stringify(tags)}`,
      `author: "${AUTHORS[i % AUTHORS.length]}"`,
      `publishDate: "${day}"`,
      'featuredImage: ""',
      'published: true',
      '---',
      '',
    ].join('\n');
    writeFileSync(path.join(dir, `${slug}.md`), front + texts[i % texts.length]);
    slugs.push(slug);
  }
  return slugs;
}
