/**
 * Shapes and shared copy of the nine product sub-pages (three per product, e.g. /blokkey/mfa).
 * Each product's pages live in their own module so a page loads only its product's copy.
 */
import type { IconName, Stat } from '../home';

export type ProductName = 'BlokKey' | 'BlokBadge' | 'BlokSafe';

export interface SubPageHighlight {
  title: string;
  description: string;
  icon: IconName;
}

export interface SubPageStep {
  title: string;
  description: string;
}

export interface SubPageFaq {
  question: string;
  answer: string;
}

export interface SubPage {
  path: string;
  product: ProductName;
  productHref: string;
  /** Document title. */
  title: string;
  metaDescription: string;
  eyebrow: string;
  headline: string;
  lead: string;
  /** Four highlights. */
  highlights: SubPageHighlight[];
  /** Three or four steps. */
  howItWorks: SubPageStep[];
  /** Three or four use cases. */
  useCases: string[];
  /** Two or three figures drawn from the published claims. */
  stats: Stat[];
  /** Two entries. */
  faq: SubPageFaq[];
}

/** Section headings shared by the nine sub-pages. */
export const subPageHeadings = {
  highlights: 'Key Capabilities',
  howItWorks: 'How It Works',
  useCases: 'Where Teams Use It',
  faq: 'Frequently Asked Questions',
  related: 'Explore More',
  /** label of the card linking back to the product page, after the product name */
  overview: 'Overview',
  /** prefix of the link back to the product page, e.g. 'Back to BlokKey' */
  backTo: 'Back to',
};

/** The closing call to action of a sub-page, worded for its product. */
export function subPageCta(product: ProductName) {
  return {
    title: `See ${product} With Your Own Applications`,
    text: 'Book a personalised 30-minute demo with a solutions engineer, or start a free 14-day trial with help setting up your environment.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  };
}
