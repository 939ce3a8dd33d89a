/** Events and webinars (/events, /events/{slug}). Plain data and pure helpers: no React, no runtime dependencies. */
import { site } from './site';

/** Filter values of the events list, 'all' first. */
export const eventTypes = ['all', 'webinar', 'conference', 'workshop'] as const;
export type EventTypeFilter = (typeof eventTypes)[number];
export type EventType = Exclude<EventTypeFilter, 'all'>;

export interface EventSpeaker {
  name: string;
  title: string;
  image: string;
}

export interface AgendaItem {
  time: string;
  title: string;
  description: string;
}

export interface SiteEvent {
  id: string;
  title: string;
  /** Card text, clamped to 3 lines on the list. */
  description: string;
  type: EventType;
  /** Display text, e.g. 'June 17, 2025' or 'July 8-10, 2025'. */
  date: string;
  /** Display text, e.g. '1:00 PM - 2:30 PM EST'. */
  time: string;
  location: string;
  image: string;
  slug: string;
  /** Paragraphs separated by a blank line ('\n\n'). */
  fullDescription: string;
  speakers: EventSpeaker[];
  agenda: AgendaItem[];
  /** An http(s) link (opens in a new tab), 'TBD' (disabled control), or any other value (registration modal). */
  registrationUrl: string;
}

/** How the register control behaves for a registrationUrl (spec section 4). */
export type RegistrationKind = 'tbd' | 'external' | 'modal';

export function registrationKind(registrationUrl: string): RegistrationKind {
  if (registrationUrl === 'TBD') return 'tbd';
  if (/^https?:\/\//i.test(registrationUrl)) return 'external';
  return 'modal';
}

const speakers = {
  marcus: { name: 'Marcus Oyelaran', title: `Co-Founder & CEO, ${site.brand}`, image: '/images/team/marcus-oyelaran.svg' },
  elena: { name: 'Elena Kowalczyk', title: `Co-Founder & CTO, ${site.brand}`, image: '/images/team/elena-kowalczyk.svg' },
  owen: { name: 'Owen Ramsay', title: `Principal Solutions Architect, ${site.brand}`, image: '/images/team/owen-ramsay.svg' },
  nadia: { name: 'Nadia Farouk', title: `Director of Customer Success, ${site.brand}`, image: '/images/team/nadia-farouk.svg' },
  thomas: { name: 'Thomas Okafor-Reid', title: 'IT Manager, Realtris Realty', image: '/images/speakers/thomas-okafor-reid.svg' },
} satisfies Record<string, EventSpeaker>;

export const events: SiteEvent[] = [
  {
    id: 'passwordless-authentication-webinar',
    slug: 'passwordless-authentication-webinar',
    title: 'Going Passwordless: A Practical Roadmap for IT Teams',
    description:
      'A live 90-minute webinar on replacing passwords with phishing-resistant, phone-based security keys: what to deploy first, how to win over users and how to measure the drop in help-desk tickets.',
    type: 'webinar',
    date: 'June 17, 2025',
    time: '1:00 PM - 2:30 PM EST',
    location: 'Online (live webinar)',
    image: '/images/events/passwordless-authentication-webinar.svg',
    fullDescription: [
      'Stolen credentials are involved in 81% of breaches, and password resets still consume close to a third of IT help-desk time. Passwordless authentication removes the shared secret attackers are after, but many teams are unsure where to start or how to bring every user along.',
      'In this live session, our co-founder and our principal solutions architect walk through a phased rollout plan that has taken organizations from pilot to password-free sign-in in weeks. You will see how a phone becomes a hardware-backed FIDO2 security key, how enrollment by QR code works in practice, and how to cover the accounts that cannot go passwordless yet.',
      'We will also share real before-and-after figures from a 60-day deployment, including the 90% reduction in password-related help-desk tickets, and the questions auditors ask about NIST SP 800-63 and AAL3.',
      'The session ends with live Q&A. All registrants receive the recording and our passwordless rollout checklist, even if they cannot attend live.',
    ].join('\n\n'),
    speakers: [speakers.marcus, speakers.owen],
    agenda: [
      {
        time: '1:00 PM',
        title: 'Welcome and Introductions',
        description: 'Who we are, what we will cover and a quick poll on where your organization stands today.',
      },
      {
        time: '1:10 PM',
        title: 'Why Passwords Keep Failing',
        description: 'How phishing kits, credential stuffing and MFA fatigue attacks bypass passwords and one-time codes.',
      },
      {
        time: '1:30 PM',
        title: 'Live Demo: The Phone as a Security Key',
        description: "Enrollment by QR code, biometric approval and push-to-approve with context, from the user's and the admin's side.",
      },
      {
        time: '1:55 PM',
        title: 'A Phased Rollout Plan',
        description: 'Choosing pilot groups, handling shared and legacy accounts, and retiring passwords safely.',
      },
      { time: '2:15 PM', title: 'Live Q&A', description: 'Bring your questions about deployment, compliance and user adoption.' },
    ],
    registrationUrl: 'https://events.bloksecure.com/passwordless-webinar',
  },
  {
    id: 'cyber-security-summit-2025',
    slug: 'cyber-security-summit-2025',
    title: 'Cyber Security Summit 2025',
    description:
      'Meet the BlokSecure team in Toronto for three days of talks, workshops and live demos on identity security, phishing-resistant MFA and access for frontline workers.',
    type: 'conference',
    date: 'July 8-10, 2025',
    time: '9:00 AM - 5:00 PM EST',
    location: 'Toronto, Ontario',
    image: '/images/events/cyber-security-summit-2025.svg',
    fullDescription: [
      'Cyber Security Summit 2025 brings together CISOs, IT directors and security practitioners from across Canada for three days focused on the threats organizations face today and the controls that actually stop them.',
      'BlokSecure will be exhibiting throughout the summit. Visit our booth for live demos of BlokKey, which turns a phone into a hardware-backed security key, BlokBadge, which gives frontline staff a deviceless NFC or QR credential, and BlokSafe, our credential vault and launchpad for shared and legacy accounts.',
      'Our CTO will present a session on securing shared workstations and frontline access without hardware tokens, and one of our customers will share how their brokerage removed passwords for 650 agents in 60 days.',
      'Registration details will be published soon. If you would like to book a one-on-one meeting with our team during the summit, contact us and we will reserve a time for you.',
    ].join('\n\n'),
    speakers: [speakers.elena, speakers.thomas, speakers.nadia],
    agenda: [
      {
        time: 'July 8, 9:00 AM',
        title: 'Opening Keynote and Exhibit Hall Opens',
        description: 'Kick off the summit and visit the BlokSecure booth for live product demos.',
      },
      {
        time: 'July 8, 2:00 PM',
        title: 'Passwordless for the Frontline',
        description:
          'How to give shift workers, shared-workstation users and contractors phishing-resistant access without hardware tokens.',
      },
      {
        time: 'July 9, 11:00 AM',
        title: 'Customer Story: 650 Agents, Zero Passwords',
        description: 'Realtris Realty on rolling out phone-based security keys and a credential launchpad across 14 offices.',
      },
      {
        time: 'July 9, 3:30 PM',
        title: 'Roundtable: Preparing for AAL3',
        description: 'An open discussion on NIST SP 800-63 assurance levels and what auditors look for.',
      },
      {
        time: 'July 10, 10:00 AM',
        title: 'Hands-On Demo Lab',
        description: 'Enroll a test device and try passwordless sign-in, badge tap-in and hidden credential sharing yourself.',
      },
    ],
    registrationUrl: 'TBD',
  },
  {
    id: 'zero-trust-architecture-workshop',
    slug: 'zero-trust-architecture-workshop',
    title: 'Zero Trust Architecture Workshop',
    description: `A hands-on, half-day workshop at our ${site.address.city} headquarters for IT and security teams designing identity-first zero trust: strong authentication, least privilege and continuous audit.`,
    type: 'workshop',
    date: 'August 5, 2025',
    time: '9:30 AM - 12:30 PM EST',
    location: `${site.brand} Headquarters, ${site.address.street}, ${site.address.city}, ${site.address.region}`,
    image: '/images/events/zero-trust-architecture-workshop.svg',
    fullDescription: [
      'Zero trust starts with identity: every request must be tied to a verified user on a trusted device, with access granted for no longer than it is needed. This half-day workshop turns that principle into a concrete architecture you can take back to your organization.',
      'Working in small groups, participants will map their own applications and user populations, identify where passwords and shared accounts create risk, and design an access model that combines phishing-resistant MFA, single sign-on, time-bound delegation and privileged-access controls.',
      'Our solutions architects will guide each exercise and show how the approach maps to NIST SP 800-207 and NIST SP 800-63, so you leave with a draft roadmap and the evidence your auditors will ask for.',
      'Seating is limited to keep the session interactive. Breakfast and coffee are provided, and attendees are welcome to stay after the workshop for a one-on-one architecture review with our team.',
    ].join('\n\n'),
    speakers: [speakers.owen, speakers.elena],
    agenda: [
      {
        time: '9:30 AM',
        title: 'Breakfast and Welcome',
        description: 'Meet the facilitators and other attendees, and set goals for the session.',
      },
      {
        time: '9:45 AM',
        title: 'Zero Trust Principles, Identity First',
        description: 'What zero trust really requires and why authentication is the first control to get right.',
      },
      {
        time: '10:15 AM',
        title: 'Exercise: Map Your Access Landscape',
        description: 'Inventory user groups, applications, shared accounts and privileged systems in your environment.',
      },
      {
        time: '11:00 AM',
        title: 'Designing Phishing-Resistant Access',
        description: 'Apply passwordless MFA, SSO, time-bound delegation and ticket-gated privileged access to your map.',
      },
      {
        time: '11:45 AM',
        title: 'Audit, Monitoring and Compliance',
        description: 'Feeding authentication and vault events into your SIEM and mapping controls to NIST frameworks.',
      },
      { time: '12:15 PM', title: 'Roadmap Review and Wrap-Up', description: 'Share your draft roadmap, get feedback and plan next steps.' },
    ],
    registrationUrl: 'internal',
  },
];

/** The event with this slug, or undefined (the detail page then shows 'Event not found'). */
export function findEvent(slug: string): SiteEvent | undefined {
  return events.find((e) => e.slug === slug);
}

/** Copy of the events list and the fixed parts of an event page (spec sections 2 and 4). */
export const eventsPage = {
  meta: {
    title: `Events and Webinars | ${site.brand}`,
    description: `Join ${site.brand} at live webinars, conferences and hands-on workshops on passwordless authentication, phishing-resistant MFA and zero trust access.`,
  },
  hero: {
    eyebrow: 'Events',
    title: 'Events and Webinars',
    text: 'Learn from our team and customers at live webinars, industry conferences and hands-on workshops on passwordless, phishing-resistant access.',
  },
  searchLabel: 'Search events',
  searchPlaceholder: 'Search by title or description...',
  typeFilterLabel: 'Filter by event type',
  typeLabels: { all: 'All Events', webinar: 'Webinars', conference: 'Conferences', workshop: 'Workshops' } satisfies Record<
    EventTypeFilter,
    string
  >,
  typeNames: { webinar: 'Webinar', conference: 'Conference', workshop: 'Workshop' } satisfies Record<EventType, string>,
  viewDetails: 'View details',
  empty: {
    title: 'No events found',
    text: 'Try adjusting your search or filter criteria',
    reset: 'Reset Filters',
  },
  notFound: {
    title: 'Event not found',
    text: "The event you're looking for doesn't exist or has been removed.",
    back: 'Back to Events',
  },
  detail: {
    back: 'All Events',
    aboutTitle: 'About This Event',
    speakersTitle: 'Speakers',
    agendaTitle: 'Agenda',
    detailsTitle: 'Event Details',
    share: 'Share Event',
    calendar: 'Add to Calendar',
    interested: {
      title: 'Interested?',
      text: 'Save your spot and add the event to your calendar. Questions about this event or group registrations? Our team is happy to help.',
      contactLabel: 'Contact our team',
      contactHref: '/contact',
    },
  },
  registration: {
    register: 'Register Now',
    tbd: 'Registration TBD',
    tbdNote: 'Registration details will be available soon.',
    confirmed: 'Registration Confirmed',
    confirmedNote: 'You are registered. We will email you the event details and a reminder before it starts.',
    dialogTitle: 'Register for this event',
    dialogText: 'Enter your details to reserve your place. Fields marked with * are required.',
    fullName: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    jobTitle: 'Job Title',
    cancel: 'Cancel',
    submit: 'Complete Registration',
    loadError: 'The registration form could not be loaded. Check your connection and press Register Now again.',
  },
};
