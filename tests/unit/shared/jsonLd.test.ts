import { describe, expect, it } from 'vitest';
import { site } from '../../../src/content/site';
import { faqPageJsonLd, organizationJsonLd, serializeJsonLd } from '../../../src/shared/jsonLd';

describe('organizationJsonLd', () => {
  it('describes the company from the site facts, with absolute URLs', () => {
    const org = organizationJsonLd('https://example.com/');
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.brand);
    expect(org.url).toBe('https://example.com/');
    expect(org.logo).toBe('https://example.com/favicon.svg');
    expect(org.foundingDate).toBe('2018');
    expect(org.address).toMatchObject({ addressLocality: 'Oshawa', addressRegion: 'Ontario', addressCountry: 'Canada' });
    expect(org.sameAs).toEqual([site.social.linkedin, site.social.youtube, site.social.x]);
    expect(org.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.emails.general },
      { '@type': 'ContactPoint', contactType: 'sales', email: site.emails.sales },
    ]);
  });
});

describe('faqPageJsonLd', () => {
  it('turns each entry into a Question with an accepted Answer, in order', () => {
    const doc = faqPageJsonLd([
      { question: 'Q1?', answer: 'A1.' },
      { question: 'Q2?', answer: 'A2.' },
    ]);
    expect(doc).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });

  it('refuses an empty FAQ', () => {
    expect(() => faqPageJsonLd([])).toThrow(/at least one question/);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script tag and round-trips to the same data', () => {
    const doc = faqPageJsonLd([{ question: 'What about </script><script>alert(1)</script>?', answer: 'Line\u2028separator' }]);
    const json = serializeJsonLd(doc);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(doc);
  });
});
