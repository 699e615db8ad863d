/**
 * Retreats and learning events (spec 02 §2, §9): the reasons to come, the formats, prices, topics, statistics, the
 * events we are planning and the regions we hold them in. The formats and the events are what the content store was
 * seeded with (src/content/seed/retreats-seed.ts): the page shows the owner's edits of them from D1. Every seeded event is
 * dated TBC until a venue is confirmed; once the owner dates one, its places are booked and paid for on the site.
 */
import type { retreatBookers } from './kinds/retreat';

export interface RetreatFormat {
  /** Stable id for anchors and tests. */
  id: string;
  title: string;
  duration: string;
  capacity: string;
  focus: string;
  /** Price as shown, e.g. "From £249 per person". */
  priceText: string;
  highlights: string[];
  bookedBy: (typeof retreatBookers)[number];
}

interface RetreatBenefit {
  title: string;
  description: string;
}

interface RetreatStatistic {
  figure: string;
  claim: string;
}

export interface RetreatEvent {
  id: string;
  title: string;
  /** The id of its format. */
  format: string;
  /** How long it runs, in words: "One day", "Weekend", "Two days". */
  length: string;
  description: string;
  /** Places on sale once dated, and a place's price in whole pounds: the format's group size and "from" price. */
  capacity: number;
  price: number;
}

interface RetreatRegion {
  region: string;
  description: string;
}

export const retreatBenefits: RetreatBenefit[] = [
  {
    title: 'Time away from the floor',
    description:
      'When you run a daycare, the phone, the rota and the next drop-off never stop. A retreat gives you protected time, away from the building, to think about the business rather than just keep it running.',
  },
  {
    title: 'Owners who understand',
    description:
      'Small groups of daycare, boarding and grooming owners facing the same problems: staff turnover, pricing, licence inspections, difficult customers. You share what works and leave with contacts you can call.',
  },
  {
    title: 'A plan you will actually use',
    description:
      'Every session ends with something written down: a pricing review, a 90-day action plan, a wellbeing checklist for your team. Nothing is theory for its own sake, and we follow up a month later to see how it is going.',
  },
];

export const retreatFormats: RetreatFormat[] = [
  {
    id: 'one-day-intensive',
    title: 'One Day Intensive',
    duration: '8 hours',
    capacity: '12-15 participants',
    focus: 'A focused day on the numbers and systems behind a profitable pet-care business.',
    priceText: 'From £249 per person',
    highlights: [
      'Pricing workshop: test your day rates and packages against your real costs',
      'Cash flow and break-even worked through with your own figures',
      'Rota and staffing ratios that keep dogs safe and wages under control',
      'Lunch and refreshments included',
      'A written 90-day action plan to take home',
    ],
    bookedBy: 'Each person books a place',
  },
  {
    id: 'weekend-retreat',
    title: 'Weekend Retreat',
    duration: '2 days, 1 night',
    capacity: '8-12 participants',
    focus: 'Step back, reset and plan your next year with a small group of fellow owners.',
    priceText: 'From £695 per person',
    highlights: [
      'One night’s accommodation with all meals',
      'Business health check and growth planning sessions',
      'Leadership, delegation and stepping back from daily operations',
      'Workplace wellbeing and preventing burnout, for you and your team',
      'One-to-one session with a consultant',
      'Follow-up video call four weeks later',
    ],
    bookedBy: 'Each person books a place',
  },
  {
    id: 'team-business-retreat',
    title: 'Team Business Retreat',
    duration: '2-3 days',
    capacity: '5-10 team members',
    focus: 'A private retreat for your own team, built around your business and the challenges it faces.',
    priceText: 'From £1,095 per team',
    highlights: [
      'Programme designed with you before the retreat',
      'Team culture, communication and clear roles and responsibilities',
      'Customer experience: from the first enquiry to collection time',
      'Health, safety and incident handling refreshers',
      'Mental health awareness and building a supportive team',
      'Held at a venue near you or at your own premises',
    ],
    bookedBy: 'A business books it for its team',
  },
];

export const retreatTopics: string[] = [
  'Financial Management & Pricing Strategies',
  'Digital Marketing for Pet Businesses',
  'Staff Management & Retention',
  'Customer Experience Excellence',
  'Facility Operations & Safety',
  'Business Growth & Scaling',
  'Workplace Culture & Mental Health Awareness',
  'Building Resilient Teams',
];

/**
 * Marketing claims (spec 02 §2): figures from our own client conversations
 * and workshop feedback, presented as such on the page, never as research.
 */
export const wellbeingStatistics: RetreatStatistic[] = [
  {
    figure: '87%',
    claim: 'of the pet-care owners we speak to name staff stress, burnout or turnover among their biggest worries.',
  },
  {
    figure: '40%',
    claim:
      'less staff turnover in the first year: the best result a client has reported to us after bringing in a structured induction, regular one-to-ones and a wellbeing plan.',
  },
  {
    figure: '95%',
    claim: 'of owners who have joined our team workshops say they would recommend them to another pet business.',
  },
];

export const upcomingEvents: RetreatEvent[] = [
  {
    id: 'spring-business-intensive',
    title: 'Spring Business Intensive',
    format: 'one-day-intensive',
    length: 'One day',
    capacity: 15,
    price: 249,
    description:
      'Get your pricing, cash flow and staffing right before the busy summer season: a practical day built around your own numbers.',
  },
  {
    id: 'summer-leadership-retreat',
    title: 'Summer Leadership Retreat',
    format: 'weekend-retreat',
    length: 'Weekend',
    capacity: 12,
    price: 695,
    description:
      'For owners and managers who want to lead rather than fire-fight: delegation, building a management layer and looking after your own wellbeing.',
  },
  {
    id: 'autumn-growth-strategy',
    title: 'Autumn Growth Strategy',
    // Two days planning the year ahead with other owners: the weekend retreat's "plan your next year", not a team's own.
    format: 'weekend-retreat',
    length: 'Two days',
    capacity: 12,
    price: 695,
    description:
      'Plan the year ahead: new services, a second site, marketing for the quieter months and the team you will need to deliver it.',
  },
];

export const retreatRegions: RetreatRegion[] = [
  {
    region: 'Scotland',
    description: 'Venues in the Central Belt, within easy reach of Glasgow and Edinburgh by road and rail.',
  },
  {
    region: 'North of England',
    description:
      'Venues around Manchester, Leeds and the Yorkshire Dales, chosen for quiet surroundings and good transport links.',
  },
  {
    region: 'The Midlands',
    description: 'Central venues near Birmingham, a short journey from most of England and Wales.',
  },
  {
    region: 'London & the South East',
    description: 'Venues in and around London for owners in the capital and the Home Counties.',
  },
];
