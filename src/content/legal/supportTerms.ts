import { site } from '../site';
import type { LegalDocument } from './types';

export interface SeverityLevel {
  name: 'Critical' | 'Serious' | 'Moderate' | 'Minor Event';
  definition: string;
  examples: string;
  workaroundRequired: boolean;
}

export interface ResponseTarget {
  severity: 'Critical' | 'Serious' | 'Moderate' | 'Minor';
  initialResponse: string;
  effort: string;
  coverage: string;
}

/** Maximum number of named Support Contacts per Customer. */
export const maxSupportContacts = 4;

/** Business Hours of the North America support centre. */
export const businessHours = '08:00 to 17:00 Eastern Time, Monday to Friday, excluding Canadian federal holidays';

/** Appendix A, table A-1: severity levels. */
export const severityLevels: SeverityLevel[] = [
  {
    name: 'Critical',
    definition:
      "The Services are down or a core function is unavailable, so that Authorized Users cannot authenticate or reach protected resources and the Customer's production use is stopped.",
    examples:
      'No Authorized User can sign in with BlokKey; badge readers reject every valid BlokBadge credential; the BlokSafe vault cannot be opened.',
    workaroundRequired: true,
  },
  {
    name: 'Serious',
    definition:
      'A major function of the Services is significantly impaired for a substantial number of Authorized Users. Production use continues, but with serious restrictions.',
    examples:
      'Push-to-approve requests are delayed for many users; single sign-on to one integrated application fails; new badges cannot be provisioned; BlokSafe events stop reaching the SIEM.',
    workaroundRequired: true,
  },
  {
    name: 'Moderate',
    definition:
      'A function does not work as documented but the impact on production use is limited, or a Critical or Serious problem for which a work-around exists. Technical situations reported without a severity default to this level.',
    examples:
      'QR enrolment fails on one device model; an administrative report shows incorrect totals; a visitor pass must be ended by hand.',
    workaroundRequired: false,
  },
  {
    name: 'Minor Event',
    definition:
      'A cosmetic issue, documentation error, how-to or configuration question, or feature request with no impact on production use. Questions that are not technical situations default to this level.',
    examples: 'A typing error in the administration console; a question about group policy settings; a request for a new report field.',
    workaroundRequired: false,
  },
];

/** Appendix A, table A-2: initial response targets by severity. */
export const responseTargets: ResponseTarget[] = [
  {
    severity: 'Critical',
    initialResponse: '2 hours',
    effort: 'Worked continuously until fixed',
    coverage: '24x7',
  },
  {
    severity: 'Serious',
    initialResponse: '4 business hours',
    effort: 'Worked through the business day',
    coverage: 'Business Hours',
  },
  {
    severity: 'Moderate',
    initialResponse: '6 business hours',
    effort: 'As resources are available',
    coverage: 'Business Hours',
  },
  {
    severity: 'Minor',
    initialResponse: '12 business hours',
    effort: 'As resources are available',
    coverage: 'Business Hours',
  },
];

export const supportTerms: LegalDocument = {
  title: 'Support Terms',
  metaDescription: `The technical support ${site.legalName} provides for BlokKey, BlokBadge and BlokSafe: support levels, severity definitions, response times and business hours.`,
  heading: 'Support Terms',
  intro: [
    {
      kind: 'p',
      text: `These Support Terms describe the technical support that ${site.legalName} provides for the BlokKey, BlokBadge and BlokSafe services (the "Services") to Customers with a current customer agreement. They form part of that agreement. If these Support Terms conflict with a Customer's signed agreement, the signed agreement governs.`,
    },
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        { kind: 'p', text: 'In these Support Terms, the following words have the meanings given below.' },
        {
          kind: 'ul',
          items: [
            '"Customer" means a legal entity that has entered into a customer agreement for the Services, either directly with the provider or through an Authorized Channel Partner.',
            '"Authorized User" means an individual, such as an employee, contractor or agent, whom a Customer has authorized to use the Services under the Customer\'s account.',
            `"Provider" or "${site.brand}" means ${site.legalName}, the developer and operator of the Services.`,
            `"Authorized Channel Partner" means a reseller, distributor or service partner that ${site.brand} has authorized in writing to sell the Services and to provide Level 1 and Level 2 support to the Customers it serves.`,
            '"Support Contact" means one of the individuals a Customer has named to contact support on its behalf.',
            '"Problem" means a failure of the Services to perform materially as described in their documentation, or a question about their use.',
            '"Work-around" means a change in procedure, configuration or data, or a temporary fix, that restores the affected function or avoids the Problem with reasonable effort.',
            `"Business Hours" means ${businessHours}, and "business day" means a day within Business Hours.`,
          ],
        },
      ],
    },
    {
      id: 'levels-of-support',
      heading: 'Levels of Support',
      blocks: [
        { kind: 'p', text: 'Support is delivered at three levels:' },
        {
          kind: 'ol',
          items: [
            'Level 1: the first point of contact. Receiving and logging the report, gathering information, answering how-to and configuration questions, basic troubleshooting, and matching the report against known issues and published fixes.',
            'Level 2: in-depth diagnosis. Reproducing the Problem, reviewing logs and configuration, isolating the cause, applying known fixes and Work-arounds, and preparing a complete escalation when engineering work is needed.',
            'Level 3: engineering support. Analysis of the root cause of defects in the Services, code fixes, patches and Work-arounds that are not already documented.',
          ],
        },
        {
          kind: 'p',
          text: `Where a Customer bought the Services through an Authorized Channel Partner, the partner may give Level 1 and Level 2 support and is then the Customer's first point of contact; it escalates to ${site.brand} where needed. ${site.brand} always gives Level 3 support. Where no Authorized Channel Partner supports the Customer, ${site.brand} gives all three levels.`,
        },
        { kind: 'h3', text: 'Support Contacts' },
        {
          kind: 'p',
          text: `A Customer names at most ${maxSupportContacts} Support Contacts. Support Contacts must be trained by ${site.brand} on the Services before they can open support requests. Authorized Users bring their questions and Problems to their organisation's Support Contacts or help desk, not to ${site.brand} directly.`,
        },
        {
          kind: 'p',
          text: "A Customer may replace a Support Contact at any time by written notice. The replacement must also complete training before acting as a Support Contact. Support Contacts should have administrative access to the Customer's configuration of the Services and enough technical knowledge to help diagnose a Problem.",
        },
        { kind: 'h3', text: 'How to reach support' },
        {
          kind: 'p',
          text: `Support Contacts open requests by email at ${site.emails.support}. Critical Problems should also be reported by telephone at ${site.phone} so that they reach an engineer without delay. Each request should state the severity, the Services and versions affected, the steps to reproduce the Problem and its impact on the Customer's business.`,
        },
      ],
    },
    {
      id: 'service-levels',
      heading: 'Service Levels',
      blocks: [
        {
          kind: 'p',
          text: `When a Support Contact reports a Problem, ${site.brand} (or the Authorized Channel Partner) and the Customer agree on its severity using the definitions in Appendix A. ${site.brand} then responds within the initial response target for that severity and works on the Problem with the effort that Appendix A states.`,
        },
        {
          kind: 'ul',
          items: [
            'Response times run from the moment a complete report from a Support Contact is received through an official support channel. An initial response means that a qualified support engineer has acknowledged the report and begun work on it; it is not a promise that the Problem will be solved within that time.',
            'A Work-around is required for Critical and Serious Problems only. A Problem first reported as Critical or Serious drops to Moderate once a Work-around exists, and a permanent fix is then delivered with the effort that applies to Moderate Problems.',
            'Where no severity is given, technical situations default to Moderate and other questions default to Minor.',
            `${site.brand} may raise or lower the severity of a Problem, after consulting the Customer, where the facts show that a different definition applies.`,
          ],
        },
        { kind: 'h3', text: 'Customer responsibilities' },
        {
          kind: 'p',
          text: 'The Customer helps resolve Problems by giving accurate and complete information, reproducing the Problem where it can, applying recommended updates and Work-arounds, and giving reasonable remote access where it is needed. For a Critical Problem, which is worked continuously, the Customer keeps a knowledgeable Support Contact available for the whole time the Problem is being worked; if none is available, the Problem may be handled as Serious until one is.',
        },
        { kind: 'h3', text: 'Exclusions' },
        {
          kind: 'p',
          text: `These service levels do not apply to Problems caused by changes to the Services not made or approved by ${site.brand}, by third-party products or networks outside ${site.brand}'s control, by devices or operating system versions that the documentation lists as unsupported, or by use of the Services contrary to the customer agreement or the documentation.`,
        },
      ],
    },
    {
      id: 'business-hours',
      heading: 'Business Hours',
      blocks: [
        {
          kind: 'p',
          text: `Support is delivered from ${site.brand}'s North America support centre. Its Business Hours are ${businessHours}.`,
        },
        {
          kind: 'p',
          text: 'Critical Problems are accepted and worked 24x7, including outside Business Hours, on weekends and on holidays. Response targets for Serious, Moderate and Minor Problems are counted in business hours only, so the clock stops at the end of each business day and starts again at the beginning of the next one. For example, a Serious Problem reported at 16:00 Eastern Time on a Friday receives its initial response by 11:00 Eastern Time on the following Monday, if that Monday is not a holiday.',
        },
      ],
    },
    {
      id: 'appendix-a',
      heading: 'Appendix A',
      blocks: [
        { kind: 'h3', text: 'Severity levels' },
        {
          kind: 'p',
          text: 'Table A-1 defines the severity levels used to classify each Problem. "Work-around required" shows the levels for which a Work-around is required; once one exists, the Problem drops to Moderate.',
        },
        {
          kind: 'table',
          caption: 'Table A-1: Severity levels',
          head: ['Severity', 'Definition', 'Examples', 'Work-around required'],
          rows: severityLevels.map((level) => [level.name, level.definition, level.examples, level.workaroundRequired ? 'Yes' : 'No']),
        },
        { kind: 'h3', text: 'Response targets' },
        {
          kind: 'p',
          text: `Table A-2 sets out the initial response target, the level of effort and the coverage for each severity. "Business Hours" means ${businessHours}.`,
        },
        {
          kind: 'table',
          caption: 'Table A-2: Response targets',
          head: ['Severity', 'Initial response', 'Level of effort', 'Coverage'],
          rows: responseTargets.map((target) => [target.severity, target.initialResponse, target.effort, target.coverage]),
        },
      ],
    },
  ],
};
