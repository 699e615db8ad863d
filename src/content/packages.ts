interface SeedPackage {
  id: string;
  name: string;
  description: string;
  price: number;
  /** Bespoke work: its price is where it starts, so an estimate with it reads "From £…". */
  pricedFrom?: boolean;
}

/**
 * The packages the booking wizard offers (spec 01 §9), as they were before the owner edited them in
 * /admin/content: what the site content seed (seed/site-content-seed.ts) loads once, never over an edit. Each is a
 * fixed-scope piece of work with a guide price in whole pounds. Ids are stored with each booking, so one never
 * changes (the seed keys a package by it); names differ from the cards' titles because they are different things
 * at different prices.
 */
export const seedPackages: readonly SeedPackage[] = [
  {
    id: 'business-planning',
    name: 'Business Plan',
    description:
      'The written business plan on its own: local market study, pricing model and a three-year cash-flow forecast, ready for a lender.',
    price: 1995,
  },
  {
    id: 'facility-design',
    name: 'Facility Layout',
    description:
      'A scaled zoning layout and finishes specification for one building of up to 300 square metres, checked against licence space rules.',
    price: 1295,
  },
  {
    id: 'operations-training',
    name: 'Team Training Days',
    description:
      'Two on-site days for up to eight staff on daily routines, group play supervision, cleaning and record keeping.',
    price: 1495,
  },
  {
    id: 'compliance',
    name: 'Licence Inspection Preparation',
    description:
      'A gap check against your licence conditions, a mock inspection and the records an inspector asks for, for one activity.',
    price: 995,
  },
  {
    id: 'financial-planning',
    name: 'Cash-Flow & Pricing Model',
    description:
      'Pricing, budgets and a three-year cash-flow model for up to three sites, so you know the occupancy you need to break even.',
    price: 1795,
  },
  {
    id: 'performance-optimisation',
    name: 'Performance Review',
    description:
      'A review of occupancy, staffing ratios and margins, ending in a prioritised improvement plan you carry out yourself.',
    price: 1595,
  },
  {
    id: 'customer-experience',
    name: 'Client Journey Review',
    description:
      'A review of your enquiry, booking, drop-off, collection and client updates, with the changes that earn repeat visits.',
    price: 1395,
  },
  {
    id: 'policy-development',
    name: 'Policy Pack',
    description:
      'Written procedures for admissions, medication, incidents, cleaning and emergency evacuation, adapted to your site.',
    price: 1195,
  },
  {
    id: 'marketing-strategy',
    name: 'Marketing Strategy',
    description: 'A twelve-month plan for local search, social media, reviews and referrals to fill quiet days.',
    price: 2295,
  },
  {
    id: 'website-design',
    name: 'Starter Website',
    description:
      'A four-page, mobile-friendly website with your prices, opening hours and an enquiry form, using your own photos.',
    price: 795,
  },
  {
    id: 'bespoke-consultation',
    name: 'Bespoke Consultation',
    description: 'Tailored support for anything not listed here; the price shown is where tailored work starts.',
    price: 1500,
    pricedFrom: true,
  },
];

/**
 * The package each programme (service card, by id) offers as its smaller way in, and which of its What's Included
 * lines (by position, from 0) that package covers. Each costs less than its programme's starting price. Financial
 * Planning & Analysis (from £1,695) once offered the Cash-Flow & Pricing Model (£1,795), and Operations Management
 * offered Team Training Days, which covers none of its lines: neither breaks the rule any more, so neither is here.
 */
export const seedSmallerPackages: Readonly<Record<string, { package: string; covers: readonly number[] }>> = {
  'business-consultancy': { package: 'business-planning', covers: [0, 1, 2, 3] },
  'facility-design-planning': { package: 'facility-design', covers: [1, 3] },
  'staff-training-development': { package: 'operations-training', covers: [1] },
  'compliance-licensing': { package: 'compliance', covers: [0, 4, 5] },
  'performance-optimisation': { package: 'performance-optimisation', covers: [0, 2] },
  'policy-development': { package: 'policy-development', covers: [1, 2, 3] },
  'customer-experience-design': { package: 'customer-experience', covers: [0] },
  'website-design': { package: 'website-design', covers: [0, 2] },
};
