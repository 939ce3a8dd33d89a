import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../../src/content/caseStudies';
import { events } from '../../../src/content/events';
import { ALL_INDUSTRIES, filterByIndustry, industryOptions } from '../../../src/shared/caseFilters';
import { defaultEventFilter, filterEvents, isFiltered } from '../../../src/shared/eventFilters';

const slugs = (list: Array<{ slug: string }>) => list.map((e) => e.slug);

describe('filterEvents', () => {
  const sample = [
    { slug: 'a', title: 'Passwordless Webinar', description: 'Learn about FIDO2 keys', type: 'webinar' },
    { slug: 'b', title: 'Security Summit', description: 'Three days in Toronto', type: 'conference' },
    { slug: 'c', title: 'Zero Trust Workshop', description: 'Hands-on PASSWORDLESS design', type: 'workshop' },
  ];

  it('returns everything for the default filter', () => {
    expect(slugs(filterEvents(sample, defaultEventFilter))).toEqual(['a', 'b', 'c']);
  });

  it('matches the title or the description, case-insensitively, ignoring surrounding spaces', () => {
    expect(slugs(filterEvents(sample, { query: 'passwordless', type: 'all' }))).toEqual(['a', 'c']);
    expect(slugs(filterEvents(sample, { query: '  TORONTO ', type: 'all' }))).toEqual(['b']);
    expect(slugs(filterEvents(sample, { query: 'fido2', type: 'all' }))).toEqual(['a']);
  });

  it('filters by type, and combines type and text', () => {
    expect(slugs(filterEvents(sample, { query: '', type: 'conference' }))).toEqual(['b']);
    expect(slugs(filterEvents(sample, { query: 'passwordless', type: 'workshop' }))).toEqual(['c']);
    expect(filterEvents(sample, { query: 'summit', type: 'webinar' })).toEqual([]);
    expect(filterEvents(sample, { query: 'no such words', type: 'all' })).toEqual([]);
  });

  it('does not match on fields other than title and description', () => {
    expect(filterEvents(sample, { query: 'conference', type: 'all' })).toEqual([]);
  });

  it('works on the real events', () => {
    expect(slugs(filterEvents(events, { query: 'workshop', type: 'all' }))).toContain('zero-trust-architecture-workshop');
    expect(slugs(filterEvents(events, { query: '', type: 'webinar' }))).toEqual(['passwordless-authentication-webinar']);
  });

  it('knows when a filter is active', () => {
    expect(isFiltered(defaultEventFilter)).toBe(false);
    expect(isFiltered({ query: '   ', type: 'all' })).toBe(false);
    expect(isFiltered({ query: 'x', type: 'all' })).toBe(true);
    expect(isFiltered({ query: '', type: 'workshop' })).toBe(true);
  });
});

describe('industry filter', () => {
  it("offers 'All Industries' and each distinct industry once", () => {
    expect(industryOptions(caseStudies)).toEqual([
      'All Industries',
      'Real Estate',
      'Financial Services - Mortgage',
      'Education',
      'Technology Trade Association',
    ]);
    expect(industryOptions([{ industry: 'A' }, { industry: 'B' }, { industry: 'A' }])).toEqual([ALL_INDUSTRIES, 'A', 'B']);
  });

  it('filters by industry and returns all for All Industries', () => {
    expect(filterByIndustry(caseStudies, ALL_INDUSTRIES).map((c) => c.id)).toEqual(caseStudies.map((c) => c.id));
    expect(filterByIndustry(caseStudies, 'Education').map((c) => c.id)).toEqual(['durham-college-security']);
    const two = [
      { id: 1, industry: 'A' },
      { id: 2, industry: 'B' },
      { id: 3, industry: 'A' },
    ];
    expect(filterByIndustry(two, 'A').map((c) => c.id)).toEqual([1, 3]);
  });

  it('treats an industry no case has like All Industries', () => {
    expect(filterByIndustry(caseStudies, 'Agriculture')).toHaveLength(4);
  });
});
