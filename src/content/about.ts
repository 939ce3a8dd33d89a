/** Content of the About page (/about). Plain data: no React, no runtime dependencies. */
import { site } from './site';

/** A lucide-react icon name, e.g. 'ShieldCheck'. The page maps it to the component. */
export type IconName = string;

export interface TitledText {
  title: string;
  text: string;
}

export interface ValueItem {
  title: string;
  description: string;
  icon: IconName;
}

/** Team member display data (spec section 3). */
export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  /** '/images/team/<slug>.svg' */
  image: string;
  /** External professional-profile link, opened in a new tab. */
  linkedin: string;
}

export interface GlobalPresence {
  title: string;
  text: string;
  /** Where the company is headquartered, e.g. 'Oshawa, Ontario, Canada'. */
  headquarters: string;
  regions: string[];
  /** Deliberately absent from /public: the page must fall back to a placeholder. */
  officeImage: string;
  officeImageAlt: string;
}

export interface PartnerCta {
  title: string;
  text: string;
  ctaLabel: string;
  href: string;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface AboutContent {
  hero: TitledText;
  story: { title: string; paragraphs: string[] };
  mission: TitledText;
  vision: TitledText;
  values: ValueItem[];
  leadership: TeamMember[];
  advisors: TeamMember[];
  globalPresence: GlobalPresence;
  partner: PartnerCta;
  meta: PageMeta;
}

const hq = `${site.address.city}, ${site.address.region}, ${site.address.country}`;

export const leadership: TeamMember[] = [
  {
    name: 'Marcus Oyelaran',
    position: 'Co-Founder & Chief Executive Officer',
    bio: 'Marcus spent fifteen years running identity and access programs for Canadian financial institutions and health networks before co-founding BlokSecure. He has watched too many breaches start with a single reused password, and he leads the company with one goal: make strong authentication the easiest option for every worker, not just the ones with a laptop.',
    image: '/images/team/marcus-oyelaran.svg',
    linkedin: 'https://www.linkedin.com/in/marcus-oyelaran',
  },
  {
    name: 'Elena Kowalczyk',
    position: 'Co-Founder & Chief Technology Officer',
    bio: "Elena is an applied cryptographer who previously built hardware-backed key storage for mobile payment platforms. She architected the BlokKey credential model, which keeps private keys inside the phone's secure hardware, and leads the engineering team behind BlokKey, BlokBadge and BlokSafe.",
    image: '/images/team/elena-kowalczyk.svg',
    linkedin: 'https://www.linkedin.com/in/elena-kowalczyk',
  },
];

export const advisors: TeamMember[] = [
  {
    name: 'Dr. Samuel Achterberg',
    position: 'Strategic Advisor, Identity Standards',
    bio: 'Samuel has spent more than two decades in public-sector and critical-infrastructure security, including work on digital identity assurance frameworks. He advises BlokSecure on NIST SP 800-63 alignment, FIDO2 adoption and the needs of regulated buyers.',
    image: '/images/team/samuel-achterberg.svg',
    linkedin: 'https://www.linkedin.com/in/samuel-achterberg',
  },
];

export const about: AboutContent = {
  hero: {
    title: 'Securing Access for Every Worker',
    text: `${site.brand} builds passwordless, phishing-resistant authentication that works for the whole workforce: the analyst at a desk, the nurse on a shared workstation, the technician in the field and the contractor who needs access for just two weeks.`,
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      `${site.brand} was founded in ${site.founded} in ${site.address.city}, ${site.address.region}, by a small team of identity and cryptography engineers who were tired of seeing the same story play out: a stolen or reused password, a convincing phishing page, and an organization that had done everything its auditors asked of it.`,
      'We started with a simple question: why should a person have to remember a secret at all? Our first product, BlokKey, turned the phone people already carry into a hardware-backed security key, so that sign-in is cryptographic, bound to the real site and approved with a fingerprint, face or PIN. Customers quickly asked for the same protection for staff who do not have a company phone, which led to BlokBadge, and for the shared and legacy credentials that cannot go passwordless yet, which led to BlokSafe.',
      `Today ${site.brand} protects organizations in real estate, financial services, education and professional associations, with customers and partners in North America, Europe and Asia-Pacific, and we continue to design, build and support our platform from our headquarters in ${site.address.city}. We measure ourselves by a practical outcome: fewer passwords, fewer help-desk tickets and fewer breaches for the people who depend on us.`,
    ],
  },
  mission: {
    title: 'Our Mission',
    text: 'To eliminate passwords as the weakest link in security by giving every user, on every shift and every device, a phishing-resistant way to prove who they are that is faster than typing a password.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A workplace where identity is verified by cryptography rather than memory, where access is granted for exactly as long as it is needed, and where every sign-in leaves a trustworthy audit trail.',
  },
  values: [
    {
      title: 'Customer Focus',
      description:
        'We deploy alongside our customers, measure success by their outcomes and answer support requests with people who know the product.',
      icon: 'Users',
    },
    {
      title: 'Innovation',
      description:
        'We apply proven standards such as FIDO2 in new places: shared workstations, frontline badges and legacy applications that were never built for passwordless.',
      icon: 'Lightbulb',
    },
    {
      title: 'Trust',
      description:
        'Security companies have to earn trust every day. We are transparent about how our platform works, what data we hold and why.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Excellence',
      description:
        'We sweat the details, from a two-second sign-in to a clean audit report, because small frictions are where security programs fail.',
      icon: 'Award',
    },
  ],
  leadership,
  advisors,
  globalPresence: {
    title: 'Global Presence',
    text: `Headquartered in ${hq}, ${site.brand} serves customers and channel partners across three regions, with product, engineering and Level 3 support based in Canada.`,
    headquarters: hq,
    regions: ['North America', 'Europe', 'Asia-Pacific'],
    officeImage: '/images/about/oshawa-office.svg',
    officeImageAlt: `${site.brand} headquarters in ${site.address.city}, ${site.address.region}`,
  },
  partner: {
    title: 'Partner With Us',
    text: 'Resellers, managed service providers and technology partners use BlokSecure to give their customers phishing-resistant access without a hardware-token rollout. Tell us about your practice and we will show you how our partner program works.',
    ctaLabel: 'Contact Us',
    href: '/contact',
  },
  meta: {
    title: `About Us | ${site.brand}`,
    description: `${site.brand} was founded in ${site.founded} in ${site.address.city}, ${site.address.region}, to replace passwords with phishing-resistant authentication for every worker. Meet our team and learn what drives us.`,
  },
};
