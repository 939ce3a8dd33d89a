import { describe, expect, it } from 'vitest';
import { assertSafeSlug, UnsafeSlugError } from '../../../cli/export/slug';

describe('assertSafeSlug', () => {
  it('accepts the slugs the blog sources produce', () => {
    for (const slug of ['reducing-helpdesk-load', 'fido2-webauthn-explained', 'a', 'Post_2025', 'v1.2-release'])
      expect(assertSafeSlug(slug)).toBe(slug);
  });

  it('decodes percent-encoding first', () => {
    expect(assertSafeSlug('reducing%2Dhelpdesk-load')).toBe('reducing-helpdesk-load');
  });

  it.each([
    ['a parent path', '../x'],
    ['a parent segment alone', '..'],
    ['an encoded parent path', '%2e%2e'],
    ['an encoded parent path with a slash', '%2e%2e%2fx'],
    ['a double-encoded parent path', '%252e%252e'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows path', 'C:\\Windows'],
    ['a nested path', 'blog/x'],
    ['a hidden file', '.env'],
    ['a NUL byte', 'x%00y'],
    ['two dots inside', 'a..b'],
    ['malformed encoding', '%E0%A4%A'],
    ['a very long slug', 'a'.repeat(201)],
  ])('refuses %s (%s)', (_what, slug) => {
    expect(() => assertSafeSlug(slug)).toThrow(UnsafeSlugError);
    expect(() => assertSafeSlug(slug)).toThrow(/unsafe slug/);
  });

  it('refuses an empty slug with its own message', () => {
    expect(() => assertSafeSlug('')).toThrow(/the slug is empty/);
    expect(() => assertSafeSlug('   ')).toThrow(/the slug is empty/);
  });
});
