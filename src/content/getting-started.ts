/**
 * The Getting Started page: how an engagement begins, what to prepare and how
 * long the work takes. The timelines match the FAQ's answers (spec 02 §2). {phone} and {email} stand for the
 * business details, filled in when the page is shown.
 */
import { detailTokens } from './business-details';
import { siteConfig } from './site-config';

interface EngagementStep {
  title: string;
  text: string;
}

export const engagementSteps: EngagementStep[] = [
  {
    title: 'Get in touch',
    text: `Send us a message through the contact form, email ${detailTokens.email} or call ${detailTokens.phone}. Tell us a little about your business or your idea. We reply within ${siteConfig.responsePromiseHours} hours.`,
  },
  {
    title: `Free ${siteConfig.freeConsultationMinutes}-minute consultation`,
    text: `A ${siteConfig.freeConsultationMinutes}-minute video or phone call at a time that suits you. We talk through where you are now, what you want to achieve and what is in the way, and you leave with at least one practical next step. It is free and there is no obligation.`,
  },
  {
    title: 'Written proposal',
    text: 'If we can help, we send a written proposal setting out the work, a fixed fee and a timeline, with staged payments for larger projects. Nothing starts until you have agreed it, and you can take your time deciding.',
  },
  {
    title: 'Kick-off',
    text: 'We can usually start within two to three weeks of you accepting, sooner for an upcoming licensing inspection or lender deadline. A kick-off call sets the plan, then we work in stages with review points so you can comment on drafts.',
  },
];

interface PreparationList {
  title: string;
  intro: string;
  items: string[];
}

export const preparationLists: PreparationList[] = [
  {
    title: 'If you are starting a new business',
    intro: 'You do not need premises before you talk to us; it is often better to talk to us first.',
    items: [
      'Your idea: daycare, boarding, grooming or a mix, and roughly how many dogs you picture caring for',
      'The areas or sites you are considering, with any landlord or agent details',
      'Your budget, and how you plan to fund it: savings, a loan or investors',
      'Any quotes you already have, for example for fit-out, fencing or insurance',
      'The date you would like to open, and any fixed deadlines such as a lease or loan offer',
    ],
  },
  {
    title: 'If you already run a pet business',
    intro: 'Bring what you have; we will send a short checklist for anything else.',
    items: [
      'Your last set of accounts, or at least 12 months of bookkeeping records',
      'Booking and occupancy data from your management software',
      'Your current prices, capacity and staffing rota',
      'Your licence and your most recent inspection report',
      'The one problem you most want solved in the next six months',
    ],
  },
];

interface ServiceTimeline {
  service: string;
  /** The usual duration, exactly as the FAQ gives it. */
  duration: string;
  detail: string;
}

export const serviceTimelines: ServiceTimeline[] = [
  {
    service: 'Business plan',
    duration: '4-6 weeks',
    detail:
      'Local market research, pricing, a 3-year financial forecast and the written plan, with review points along the way.',
  },
  {
    service: 'Facility design',
    duration: '2-4 weeks',
    detail:
      'From receiving your floor plans: a zoned layout, capacity calculation, equipment specification and phased fit-out budget.',
  },
  {
    service: 'Staff training',
    duration: '1-3 weeks',
    detail:
      'Short sessions around your shifts, depending on team size, with a signed training record for every team member.',
  },
  {
    service: 'Operational review',
    duration: '4-8 weeks',
    detail:
      'Bookings, drop-off and collection, group management, cleaning and rotas, ending in a prioritised action plan.',
  },
];
