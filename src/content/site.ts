/** Site-wide facts: brand, contact points, address and social links. The only place they are written. */
export const site = {
  brand: 'BlokSecure',
  legalName: 'BlokSecure Inc.',
  tagline: 'Passwordless, phishing-resistant access for every user: knowledge workers, frontline teams and everyone in between.',
  founded: 2018,
  teamLabel: 'BlokSecure Team',
  emails: {
    general: 'info@bloksecure.com',
    sales: 'sales@bloksecure.com',
    legal: 'legal@bloksecure.com',
    support: 'support@bloksecure.com',
  },
  phone: '+1 (905) 555-0142',
  address: {
    street: '100 Bond Street East, Suite 400',
    city: 'Oshawa',
    region: 'Ontario',
    postalCode: 'L1H 0A1',
    country: 'Canada',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/bloksecure',
    youtube: 'https://www.youtube.com/@bloksecure',
    x: 'https://x.com/bloksecure',
  },
  developerDocsUrl: 'https://docs.bloksecure.com',
} as const;

export const postalAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;

export const products = [
  {
    name: 'BlokKey',
    href: '/blokkey',
    summary: 'Your phone becomes a hardware-backed security key: passwordless MFA, single sign-on and access management.',
  },
  {
    name: 'BlokBadge',
    href: '/blokbadge',
    summary: 'Deviceless credentials for frontline workers: NFC card or QR badge, mobile access and visitor management.',
  },
  {
    name: 'BlokSafe',
    href: '/bloksafe',
    summary: 'A credential vault and launchpad with hidden sharing, time-bound delegation and a complete audit trail.',
  },
] as const;
