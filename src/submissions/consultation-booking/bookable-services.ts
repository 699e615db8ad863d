/**
 * The services a visitor can book in the wizard (spec 01 §9): fixed-scope
 * packages with a guide price in whole pounds. Each names what the price buys
 * and, in `programmes`, the service cards (full programmes, "Starting from")
 * it is the bookable part of, so a card links to its package and back. Names
 * differ from the cards' titles because they are different things at
 * different prices. Ids are stored with each booking, so never rename one;
 * add a new id instead (names may change: bookings show the current name).
 */
export const bookableServices = [
  {
    id: 'business-planning',
    name: 'Business Plan',
    description:
      'The written business plan on its own: local market study, pricing model and a three-year cash-flow forecast, ready for a lender.',
    price: 1995,
    programmes: ['business-consultancy'],
  },
  {
    id: 'facility-design',
    name: 'Facility Layout',
    description:
      'A scaled zoning layout and finishes specification for one building of up to 300 square metres, checked against licence space rules.',
    price: 1295,
    programmes: ['facility-design-planning'],
  },
  {
    id: 'operations-training',
    name: 'Team Training Days',
    description:
      'Two on-site days for up to eight staff on daily routines, group play supervision, cleaning and record keeping.',
    price: 1495,
    programmes: ['staff-training-development', 'operations-management'],
  },
  {
    id: 'compliance',
    name: 'Licence Inspection Preparation',
    description:
      'A gap check against your licence conditions, a mock inspection and the records an inspector asks for, for one activity.',
    price: 995,
    programmes: ['compliance-licensing'],
  },
  {
    id: 'financial-planning',
    name: 'Cash-Flow & Pricing Model',
    description:
      'Pricing, budgets and a three-year cash-flow model for up to three sites, so you know the occupancy you need to break even.',
    price: 1795,
    programmes: ['financial-planning-analysis'],
  },
  {
    id: 'performance-optimisation',
    name: 'Performance Review',
    description:
      'A review of occupancy, staffing ratios and margins, ending in a prioritised improvement plan you carry out yourself.',
    price: 1595,
    programmes: ['performance-optimisation'],
  },
  {
    id: 'customer-experience',
    name: 'Client Journey Review',
    description:
      'A review of your enquiry, booking, drop-off, collection and client updates, with the changes that earn repeat visits.',
    price: 1395,
    programmes: ['customer-experience-design'],
  },
  {
    id: 'policy-development',
    name: 'Policy Pack',
    description:
      'Written procedures for admissions, medication, incidents, cleaning and emergency evacuation, adapted to your site.',
    price: 1195,
    programmes: ['policy-development'],
  },
  {
    id: 'marketing-strategy',
    name: 'Marketing Strategy',
    description: 'A twelve-month plan for local search, social media, reviews and referrals to fill quiet days.',
    price: 2295,
    programmes: [],
  },
  {
    id: 'website-design',
    name: 'Starter Website',
    description:
      'A four-page, mobile-friendly website with your prices, opening hours and an enquiry form, using your own photos.',
    price: 795,
    programmes: ['website-design'],
  },
  {
    id: 'bespoke-consultation',
    name: 'Bespoke Consultation',
    description: 'Tailored support for anything not listed here; the price shown is where tailored work starts.',
    price: 1500,
    programmes: [],
  },
] as const;

type BookableService = (typeof bookableServices)[number];

/** Whether the package is the bookable part of this service card (a full programme). */
export function isPackageOf(service: BookableService, cardId: string): boolean {
  return (service.programmes as readonly string[]).includes(cardId);
}

/** The bookable package of a service card, if it has one. */
export function packageOfProgramme(cardId: string): BookableService | undefined {
  return bookableServices.find((service) => isPackageOf(service, cardId));
}
type BookableServiceId = BookableService['id'];

export const bookableServiceIds = bookableServices.map((service) => service.id) as [
  BookableServiceId,
  ...BookableServiceId[],
];

/** Choosing this makes the estimate a starting point ("From £…"). */
export const BESPOKE_SERVICE_ID: BookableServiceId = 'bespoke-consultation';

/** Preferred time slots offered on step 3 (spec 01 §9). */
export { consultationSlots as timeSlots } from '../../content/consultation-slots';
