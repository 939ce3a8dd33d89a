import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { privacyPolicy } from '../../../src/content/legal/privacy';
import { responseTargets, severityLevels, supportTerms } from '../../../src/content/legal/supportTerms';
import { termsOfService } from '../../../src/content/legal/termsOfService';
import type { LegalBlock, LegalDocument, LegalLink, LegalText } from '../../../src/content/legal/types';
import { site } from '../../../src/content/site';

const text = z.string().trim().min(1);

/** a link to a page of the site: a root-relative path */
const link = z.strictObject({ text, href: z.string().regex(/^\/[a-z0-9-]*$/) });
const paragraph = z.union([text, z.array(z.union([z.string().min(1), link])).min(2)]);

const blockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('p'), text: paragraph }),
  z.strictObject({ kind: z.literal('h3'), text }),
  z.strictObject({ kind: z.literal('ul'), items: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal('ol'), items: z.array(text).min(1) }),
  z
    .strictObject({
      kind: z.literal('table'),
      caption: text,
      head: z.array(text).min(1),
      rows: z.array(z.array(text)).min(1),
    })
    .refine((t) => t.rows.every((row) => row.length === t.head.length), 'every row has one cell per column'),
]);

const sectionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  heading: text,
  blocks: z.array(blockSchema).min(1),
});

const documentSchema = z.strictObject({
  title: text,
  metaDescription: text,
  heading: text,
  lastUpdated: text.optional(),
  intro: z.array(blockSchema),
  sections: z.array(sectionSchema).min(1),
});

const documents: Record<string, LegalDocument> = { privacyPolicy, supportTerms, termsOfService };

const runsText = (text: LegalText): string =>
  typeof text === 'string' ? text : text.map((r) => (typeof r === 'string' ? r : r.text)).join('');

/** the links of a document's paragraphs */
const linksOf = (doc: LegalDocument): LegalLink[] =>
  [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)].flatMap((b) =>
    b.kind === 'p' && typeof b.text !== 'string' ? b.text.filter((r): r is LegalLink => typeof r !== 'string') : [],
  );

function blockText(block: LegalBlock): string {
  switch (block.kind) {
    case 'p':
      return runsText(block.text);
    case 'h3':
      return block.text;
    case 'ul':
    case 'ol':
      return block.items.join('\n');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join('\n');
  }
}

function documentText(doc: LegalDocument): string {
  return [
    doc.title,
    doc.heading,
    doc.lastUpdated ?? '',
    ...doc.intro.map(blockText),
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]),
  ].join('\n');
}

function tables(doc: LegalDocument, sectionId: string) {
  const section = doc.sections.find((s) => s.id === sectionId);
  return (section?.blocks ?? []).filter((b): b is Extract<LegalBlock, { kind: 'table' }> => b.kind === 'table');
}

describe('legal documents', () => {
  for (const [name, doc] of Object.entries(documents)) {
    describe(name, () => {
      it('matches the schema', () => {
        expect(() => documentSchema.parse(doc)).not.toThrow();
      });

      it('has unique section ids', () => {
        const ids = doc.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('uses only ASCII characters', () => {
        expect(documentText(doc)).toMatch(/^[\x20-\x7E\n]*$/);
      });

      it('links every page of the site it names by its path', () => {
        const linked = new Set(linksOf(doc).map((l) => l.href));
        const named = [...documentText(doc).matchAll(/(?<=\s)\/[a-z][a-z0-9-]*/g)].map((m) => m[0]);
        for (const path of named) expect(linked, `${path} is named but not linked`).toContain(path);
      });
    });
  }

  it('privacy policy has the required sections in order', () => {
    expect(privacyPolicy.title).toBe('Privacy Policy');
    expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
      'General',
      'Information We Collect',
      'Use Of Information',
      'Sharing With Third Parties',
      'Data Security And Integrity',
      'Enforcement',
      'Updating Or Deleting Information',
      'Links',
      'Contact Us',
    ]);
  });

  it('privacy policy states its date and the change notice', () => {
    expect(privacyPolicy.lastUpdated).toBe('May 16, 2025');
    const all = documentText(privacyPolicy);
    expect(all).toContain('May 16, 2025');
    expect(all).toContain('7 days');
  });

  it('privacy policy contact section names the legal email, company and place', () => {
    const contact = privacyPolicy.sections.find((s) => s.id === 'contact-us');
    expect(contact).toBeDefined();
    const contactText = (contact?.blocks ?? []).map(blockText).join('\n');
    expect(contactText).toContain(site.emails.legal);
    expect(contactText).toContain(site.legalName);
    expect(contactText).toContain('Oshawa, Ontario, Canada');
  });

  it('terms of service have ten numbered sections', () => {
    expect(termsOfService.sections).toHaveLength(10);
    termsOfService.sections.forEach((s, i) => {
      expect(s.heading.startsWith(`${i + 1}. `)).toBe(true);
    });
    const general = termsOfService.sections[9];
    expect(general?.heading).toBe('10. General');
    expect(general?.blocks.some((b) => b.kind === 'ul')).toBe(true);
    const generalText = (general?.blocks ?? []).map(blockText).join('\n');
    expect(generalText).toContain('/privacy');
    expect(generalText).toContain('Ontario');
  });

  it('terms of service link the privacy policy from their general section (spec: "a link to the privacy policy")', () => {
    const general = termsOfService.sections.find((s) => s.id === 'general');
    const links = linksOf({ ...termsOfService, intro: [], sections: general ? [general] : [] });
    expect(links).toContainEqual({ text: 'Privacy Policy', href: '/privacy' });
  });

  it('support terms have the required sections', () => {
    expect(supportTerms.sections.map((s) => s.heading)).toEqual([
      'Definitions',
      'Levels of Support',
      'Service Levels',
      'Business Hours',
      'Appendix A',
    ]);
  });

  it('Appendix A tables have 4 rows each with the response targets', () => {
    const appendix = tables(supportTerms, 'appendix-a');
    expect(appendix).toHaveLength(2);
    for (const table of appendix) expect(table.rows).toHaveLength(4);
    expect(severityLevels).toHaveLength(4);
    expect(responseTargets).toHaveLength(4);
    const cells = appendix.flatMap((t) => t.rows.flat());
    for (const value of ['2 hours', '4 business hours', '6 business hours', '12 business hours']) {
      expect(cells).toContain(value);
    }
    expect(severityLevels.filter((l) => l.workaroundRequired).map((l) => l.name)).toEqual(['Critical', 'Serious']);
  });
});
