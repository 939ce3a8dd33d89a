import { describe, expect, it } from 'vitest';
import { ALL_TAGS, distinctTags, filterPosts, isFilterActive, tagOptions } from '../../../src/shared/blog/filters';
import { safeLink } from '../../../src/shared/blog/links';

const posts = [
  { slug: 'a', title: 'Passkeys Explained', metaDescription: 'How FIDO2 works', tags: ['MFA', 'Passwordless'] },
  { slug: 'b', title: 'Zero Trust Basics', metaDescription: 'Identity first', tags: ['Zero Trust'] },
  { slug: 'c', title: 'Help Desk Costs', metaDescription: 'Password resets cost money', tags: ['Help Desk', 'passwordless'] },
];
const slugs = (list: typeof posts) => list.map((p) => p.slug);

describe('blog filters', () => {
  it('lists distinct tags sorted, with All first for the buttons', () => {
    expect(distinctTags(posts)).toEqual(['Help Desk', 'MFA', 'passwordless', 'Passwordless', 'Zero Trust']);
    expect(tagOptions(posts)[0]).toBe(ALL_TAGS);
    expect(tagOptions([])).toEqual([ALL_TAGS]);
  });

  it('searches title, meta description and tags case-insensitively', () => {
    expect(slugs(filterPosts(posts, { search: 'PASSKEYS', tag: ALL_TAGS }))).toEqual(['a']);
    expect(slugs(filterPosts(posts, { search: 'identity', tag: ALL_TAGS }))).toEqual(['b']);
    expect(slugs(filterPosts(posts, { search: 'help desk', tag: ALL_TAGS }))).toEqual(['c']);
    // 'zero trust' is a tag of b only
    expect(slugs(filterPosts(posts, { search: 'zero trust', tag: '' }))).toEqual(['b']);
    expect(slugs(filterPosts(posts, { search: '  ', tag: ALL_TAGS }))).toEqual(['a', 'b', 'c']);
    expect(filterPosts(posts, { search: 'kubernetes', tag: ALL_TAGS })).toEqual([]);
  });

  it('does not search the description or author', () => {
    const withDescription = [{ ...posts[0]!, description: 'unicorn' }];
    expect(filterPosts(withDescription, { search: 'unicorn', tag: ALL_TAGS })).toEqual([]);
  });

  it('filters by exact tag, and combines tag and search', () => {
    expect(slugs(filterPosts(posts, { search: '', tag: 'Passwordless' }))).toEqual(['a']);
    expect(slugs(filterPosts(posts, { search: 'reset', tag: 'Help Desk' }))).toEqual(['c']);
    expect(filterPosts(posts, { search: 'passkeys', tag: 'Help Desk' })).toEqual([]);
  });

  it('knows when a filter is active', () => {
    expect(isFilterActive({ search: '', tag: ALL_TAGS })).toBe(false);
    expect(isFilterActive({ search: '', tag: '' })).toBe(false);
    expect(isFilterActive({ search: ' x ', tag: ALL_TAGS })).toBe(true);
    expect(isFilterActive({ search: '', tag: 'MFA' })).toBe(true);
  });
});

describe('safeLink', () => {
  it.each([
    ['https://example.com/a?b=1', { kind: 'external', href: 'https://example.com/a?b=1' }],
    ['HTTP://EXAMPLE.COM', { kind: 'external', href: 'http://example.com/' }],
    ['mailto:team@example.com', { kind: 'external', href: 'mailto:team@example.com' }],
    ['/blokkey', { kind: 'internal', to: '/blokkey' }],
    ['/free-trial#start', { kind: 'internal', to: '/free-trial#start' }],
  ])('links %j', (href, expected) => {
    expect(safeLink(href)).toEqual(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['ftp://example.com'],
    ['https://'],
    ['mailto:'],
    ['relative/path'],
    [''],
    [null],
  ])('keeps %j as plain text', (href) => {
    expect(safeLink(href)).toBeNull();
  });
});
