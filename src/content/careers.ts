/** Content of the Careers page (/careers). Plain data: no React, no runtime dependencies. */
import type { PageMeta, TitledText, ValueItem } from './about';
import { site } from './site';

export interface OpeningsNotice {
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
}

export interface CareersContent {
  hero: TitledText;
  valuesTitle: string;
  values: ValueItem[];
  workWithPurposeTitle: string;
  workWithPurpose: string[];
  openings: OpeningsNotice;
  meta: PageMeta;
}

export const careers: CareersContent = {
  hero: {
    title: `Build the Future of Authentication at ${site.brand}`,
    text: `We are a focused team in ${site.address.city}, ${site.address.region}, replacing passwords with phishing-resistant authentication for knowledge workers, frontline staff and everyone in between. The work is hard, the problems are real, and what we ship protects people every day.`,
  },
  valuesTitle: 'What We Value',
  values: [
    {
      title: 'Customer First',
      description:
        'Every feature starts with a real deployment: a help desk buried in reset tickets, a shared nursing-station login, a contractor who needs access for one week.',
      icon: 'Heart',
    },
    {
      title: 'Innovation',
      description:
        'We take open standards such as FIDO2 and make them work where nobody expected them to, from shared workstations to deviceless badges.',
      icon: 'Lightbulb',
    },
    {
      title: 'Excellence',
      description:
        'Security products have no room for "good enough". We review each other\'s work carefully, test thoroughly and own the result in production.',
      icon: 'Award',
    },
    {
      title: 'Integrity',
      description: 'We tell customers, partners and each other the truth, including when it is inconvenient. Trust is the product we sell.',
      icon: 'ShieldCheck',
    },
  ],
  workWithPurposeTitle: 'Work With Purpose',
  workWithPurpose: [
    'Help organizations stop the credential theft behind the majority of breaches',
    'Ship features that reach production customers within weeks, not years',
    'Work directly with IT and security teams and see the impact of your work',
    'Learn from engineers with deep experience in cryptography, identity and mobile security',
    'Join a small team where your ideas shape the product roadmap',
    `Collaborate in person at our headquarters in ${site.address.city}, ${site.address.region}`,
  ],
  openings: {
    title: 'Current Openings',
    text: `We don't have any open positions right now, but we are always glad to hear from people who care about security and great user experience. Get in touch and tell us what you would like to work on, or email ${site.emails.general}, and we will reach out when a role that fits opens up.`,
    ctaLabel: 'Get in Touch',
    href: '/contact',
  },
  meta: {
    title: `Careers | ${site.brand}`,
    description: `Join ${site.brand} in ${site.address.city}, ${site.address.region}, and help replace passwords with phishing-resistant authentication for every worker.`,
  },
};
