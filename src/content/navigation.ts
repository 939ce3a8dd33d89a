import { products, site } from './site';

export interface NavLink {
  label: string;
  href: string;
  /** opens in a new tab (external sites) */
  external?: boolean;
}

export interface ProductColumn extends NavLink {
  description: string;
}

export const productColumns: ProductColumn[] = products.map((p) => ({ label: p.name, href: p.href, description: p.summary }));

export const resourceLinks: NavLink[] = [
  { label: 'Insights', href: '/blog' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Events & Webinars', href: '/events' },
  { label: 'Developer Documentation', href: site.developerDocsUrl, external: true },
];

export const aboutLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
];

export const footerGroups: Array<{ title: string; links: NavLink[] }> = [
  {
    title: 'Products',
    links: [
      { label: 'BlokKey', href: '/blokkey' },
      { label: 'BlokKey MFA', href: '/blokkey/mfa' },
      { label: 'BlokBadge', href: '/blokbadge' },
      { label: 'BlokSafe', href: '/bloksafe' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Insights', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Events & Webinars', href: '/events' },
      { label: 'Passwordless Playbook', href: '/resources/passwordless-playbook' },
      { label: 'Developer Documentation', href: site.developerDocsUrl, external: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Support Terms', href: '/support-terms' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: 'LinkedIn', href: site.social.linkedin, external: true },
  { label: 'YouTube', href: site.social.youtube, external: true },
  { label: 'X', href: site.social.x, external: true },
];
