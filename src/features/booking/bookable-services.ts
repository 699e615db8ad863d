/**
 * The services a visitor can ask about in the booking wizard (spec 01 §9),
 * with the guide price in whole pounds. Ids are stored with each booking, so
 * never rename one; add a new id instead.
 */
export const bookableServices = [
  {
    id: 'business-planning',
    name: 'Business Planning',
    description: 'A lender-ready business plan with local market research, pricing and a three-year cash-flow forecast.',
    price: 1995,
  },
  {
    id: 'facility-design',
    name: 'Facility Design',
    description: 'Layouts for play rooms, rest areas, kennels, drainage and flooring that meet licensing space rules.',
    price: 1295,
  },
  {
    id: 'operations-training',
    name: 'Operations Training',
    description: 'On-site training for your team on daily routines, group play management and record keeping.',
    price: 1495,
  },
  {
    id: 'compliance',
    name: 'Compliance & Licensing',
    description: 'Preparation for your council animal activity licence inspection, with risk assessments and records.',
    price: 995,
  },
  {
    id: 'financial-planning',
    name: 'Financial Planning',
    description: 'Pricing, budgets and cash-flow modelling so you know the occupancy you need to break even.',
    price: 1795,
  },
  {
    id: 'performance-optimisation',
    name: 'Performance Optimisation',
    description: 'A review of occupancy, staffing ratios and margins, ending in a prioritised improvement plan.',
    price: 1595,
  },
  {
    id: 'customer-experience',
    name: 'Customer Experience',
    description: 'Booking journey, drop-off and collection routines and client updates that earn repeat visits.',
    price: 1395,
  },
  {
    id: 'policy-development',
    name: 'Policy Development',
    description: 'Written procedures for admissions, medication, incidents, cleaning and emergency evacuation.',
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
    name: 'Website Design',
    description: 'A fast, mobile-friendly website with clear prices, opening hours and an online enquiry form.',
    price: 795,
  },
  {
    id: 'bespoke-consultation',
    name: 'Bespoke Consultation',
    description: 'Tailored support for anything not listed here; the price shown is where tailored work starts.',
    price: 1500,
  },
] as const;

type BookableService = (typeof bookableServices)[number];
type BookableServiceId = BookableService['id'];

export const bookableServiceIds = bookableServices.map((service) => service.id) as [BookableServiceId, ...BookableServiceId[]];

/** Choosing this makes the estimate a starting point ("From £…"). */
export const BESPOKE_SERVICE_ID: BookableServiceId = 'bespoke-consultation';

/** Preferred time slots offered on step 3 (spec 01 §9). */
export const timeSlots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;
