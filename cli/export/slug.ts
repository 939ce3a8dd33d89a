/** thrown for a slug that is empty or could reach outside the blog folder; nothing is written */
export class UnsafeSlugError extends Error {
  override name = 'UnsafeSlugError';
}

/** thrown when no published post has the slug */
export class UnknownPostError extends Error {
  override name = 'UnknownPostError';
}

/** letters, digits, '-', '_' and single dots inside: what the markdown and Notion sources produce */
const SAFE_SLUG = /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?!\.))*$/;
const MAX_SLUG = 200;

/**
 * checks a slug from the command line or a URL before it reaches the file system: percent-encoding is
 * decoded first (so '%2e%2e' is seen as '..'), then only a plain slug is accepted. Returns the slug.
 */
export function assertSafeSlug(input: string): string {
  const shown = JSON.stringify(input.length > 80 ? `${input.slice(0, 80)}…` : input);
  if (input.trim() === '') throw new UnsafeSlugError('the slug is empty: give the slug of a published post, e.g. "reducing-helpdesk-load"');
  let slug = input;
  try {
    slug = decodeURIComponent(input);
  } catch {
    throw new UnsafeSlugError(`unsafe slug ${shown}: it is not valid percent-encoding`);
  }
  if (slug.length > MAX_SLUG || !SAFE_SLUG.test(slug)) {
    throw new UnsafeSlugError(`unsafe slug ${shown}: a slug is letters, digits and hyphens (e.g. "reducing-helpdesk-load"), never a path`);
  }
  return slug;
}
