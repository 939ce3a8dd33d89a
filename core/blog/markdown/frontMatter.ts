import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { safeImageSrc } from '../../../src/shared/blog/links';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const typeError = (expected: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : `must be ${expected}`);
const text = z.string({ error: typeError('text') }).trim();
const list = z
  .array(
    z
      .string({ error: typeError('text') })
      .trim()
      .min(1, 'must not hold empty entries'),
    { error: typeError('a list, e.g. ["MFA", "Passwordless"]') },
  )
  .default([]);
/** YAML reads an unquoted 2025-02-18 as text; a Date (from other YAML schemas) is taken as its ISO day */
const date = z
  .union([z.string(), z.date().transform((d) => d.toISOString().slice(0, 10))], { error: 'must be a date like 2025-02-18' })
  .default('');

/** the front matter of a post file; everything but title, slug and published has a default */
export const frontMatterSchema = z.object({
  title: text.min(1, 'is required'),
  slug: z.string({ error: typeError('text') }).regex(SLUG, 'must be lowercase words joined by hyphens, e.g. "my-first-post"'),
  metaDescription: text.default(''),
  description: text.default(''),
  seoKeywords: list,
  tags: list,
  author: text.optional(),
  publishDate: date,
  featuredImage: text
    .refine((v) => v === '' || safeImageSrc(v) !== null, 'must be a site path like /images/cover.png or an http(s) address')
    .default(''),
  published: z.boolean({ error: typeError('true or false') }),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** a typed error whose message is the reason shown next to the file name */
export class PostFormatError extends Error {
  override name = 'PostFormatError';
}

/** splits '---\nyaml\n---\nbody' and checks the YAML; throws PostFormatError with the reason */
export function readFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  if (!match) throw new PostFormatError('no front matter: the file must start with a --- line, the YAML fields, and another --- line');
  let yaml: unknown;
  try {
    yaml = parseYaml(match[1] ?? '');
  } catch (err) {
    throw new PostFormatError(
      `front matter is not valid YAML: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]?.replace(/:$/, '')}`,
    );
  }
  if (yaml === null || typeof yaml !== 'object' || Array.isArray(yaml))
    throw new PostFormatError('front matter must be a list of "key: value" fields');
  const parsed = frontMatterSchema.safeParse(yaml);
  if (!parsed.success) {
    const reason = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || 'front matter'} ${i.message}`).join('; ');
    throw new PostFormatError(`front matter: ${reason}`);
  }
  return { data: parsed.data, body: match[2] ?? '' };
}
