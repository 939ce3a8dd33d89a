import type { BlogPostSummary } from '../shared/blog/types';

/**
 * Built-in blog teasers for the home page, used when /api/blog/posts answers an empty list or fails.
 * They mirror published posts in src/content/blog/, so every link leads to a real article.
 */

/** the fields of a listed post (GET /api/blog/posts) a home teaser shows; the samples carry just these */
export type TeaserPost = Pick<BlogPostSummary, 'slug' | 'title' | 'description' | 'publishDate' | 'author' | 'featuredImage' | 'tags'> &
  Partial<Pick<BlogPostSummary, 'metaDescription'>>;

export const samplePosts: TeaserPost[] = [
  {
    slug: 'reducing-helpdesk-load',
    title: 'Reducing Help Desk Load: Where Password Tickets Come From and How to Remove Them',
    description:
      'Password resets quietly consume a third of IT time. This guide breaks down where the tickets come from and how to eliminate them rather than just automate them.',
    publishDate: '2025-03-11',
    author: 'Daniel Reyes',
    featuredImage: '',
    tags: ['Help Desk', 'Passwordless', 'Frontline'],
  },
  {
    slug: 'fido2-webauthn-explained',
    title: 'Phishing-Resistant MFA Explained: How FIDO2 and WebAuthn Actually Work',
    description:
      'Not all MFA is equal. A technical look at how FIDO2 and WebAuthn sign-ins work, why they resist phishing, and what to check before you deploy.',
    publishDate: '2025-02-18',
    author: 'Priya Natarajan',
    featuredImage: '',
    tags: ['MFA', 'Passwordless', 'Zero Trust', 'Compliance'],
  },
  {
    slug: 'future-authentication-passwordless',
    title: 'The Future of Authentication Is Passwordless, and It Is Already Here',
    description:
      'Passwords remain the root cause of most breaches. Here is what passwordless authentication really means, why it is ready now, and how to adopt it in stages.',
    publishDate: '2025-01-21',
    author: 'Maya Okafor',
    featuredImage: '',
    tags: ['Passwordless', 'MFA', 'Zero Trust', 'Help Desk'],
  },
];
