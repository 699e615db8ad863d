/**
 * The business growth quiz. Six questions, each scored 1 (idea stage) to 5
 * (mature, multi-site); the total places a pet-care business on one of the
 * five growth stages below.
 */
import type { QuizQuestion, QuizResultStage } from './types';

export const growthQuizQuestions: QuizQuestion[] = [
  {
    id: 1,
    question: 'How long has your pet-care business been trading?',
    answers: [
      { text: 'Not trading yet: I am still researching or planning', value: 'not-trading', points: 1 },
      { text: 'Less than 12 months', value: 'under-1-year', points: 2 },
      { text: '1 to 3 years', value: '1-3-years', points: 3 },
      { text: '3 to 5 years', value: '3-5-years', points: 4 },
      { text: 'More than 5 years', value: 'over-5-years', points: 5 },
    ],
  },
  {
    id: 2,
    question: 'What is your average monthly revenue?',
    answers: [
      { text: 'No revenue yet', value: 'pre-revenue', points: 1 },
      { text: 'Under £5,000', value: 'under-5k', points: 2 },
      { text: '£5,000 to £15,000', value: '5k-15k', points: 3 },
      { text: '£15,000 to £40,000', value: '15k-40k', points: 4 },
      { text: 'Over £40,000', value: 'over-40k', points: 5 },
    ],
  },
  {
    id: 3,
    question: 'How many people work in the business, including you?',
    answers: [
      { text: 'Nobody yet: it is just an idea', value: 'no-team', points: 1 },
      { text: 'Just me, perhaps with occasional help from family or friends', value: 'solo', points: 2 },
      { text: '2 to 5 people', value: 'small-team', points: 3 },
      { text: '6 to 15 people with a supervisor or senior carer', value: 'growing-team', points: 4 },
      { text: 'More than 15 people with managers running day-to-day operations', value: 'managed-team', points: 5 },
    ],
  },
  {
    id: 4,
    question: 'How do you manage bookings, payments and dog records?',
    answers: [
      { text: 'Nothing is set up yet', value: 'no-systems', points: 1 },
      { text: 'A paper diary, WhatsApp messages and bank transfers', value: 'paper-and-messages', points: 2 },
      { text: 'Spreadsheets alongside a few online tools', value: 'spreadsheets', points: 3 },
      {
        text: 'Dedicated pet-care booking software with online payments and digital records',
        value: 'booking-software',
        points: 4,
      },
      {
        text: 'Integrated software, written procedures and monthly KPI reports',
        value: 'integrated-systems',
        points: 5,
      },
    ],
  },
  {
    id: 5,
    question: 'How full is your daycare or boarding on a typical weekday?',
    answers: [
      { text: 'We are not open yet', value: 'not-open', points: 1 },
      { text: 'Under 40% of capacity', value: 'under-40', points: 2 },
      { text: '40% to 65% of capacity', value: '40-65', points: 3 },
      { text: '65% to 85% of capacity', value: '65-85', points: 4 },
      { text: 'Over 85%, with a waiting list or plans for another site', value: 'over-85', points: 5 },
    ],
  },
  {
    id: 6,
    question: 'Which best describes your marketing?',
    answers: [
      { text: 'Nothing yet beyond telling friends and family', value: 'no-marketing', points: 1 },
      { text: 'Word of mouth and a Facebook page', value: 'word-of-mouth', points: 2 },
      { text: 'A website, Google Business Profile and regular social posts', value: 'online-presence', points: 3 },
      {
        text: 'A planned calendar with email marketing, a review strategy and tracked referrals',
        value: 'planned-marketing',
        points: 4,
      },
      {
        text: 'A set budget, dedicated staff or an agency, and cost per enquiry tracked by site',
        value: 'managed-marketing',
        points: 5,
      },
    ],
  },
];

export const growthStages: QuizResultStage[] = [
  {
    stage: 'planning',
    title: 'Planning Stage',
    description:
      'You are turning an idea into a business. The decisions you make now on location, licensing, pricing and layout will shape your costs and capacity for years, so it pays to test them before you commit money.',
    characteristics: [
      'No trading history or revenue yet',
      'Researching premises, local demand and competitors',
      'Still working out licensing, planning permission and insurance',
      'Funding and start-up budget not yet confirmed',
    ],
    nextSteps: [
      'Map competitors within a 20-minute drive and note their prices, capacity and reviews',
      'Speak to your local council licensing team about the animal activity licence you will need',
      'Build a three-year cash-flow forecast with realistic occupancy for the first twelve months',
      'Check planning permission and change-of-use rules before signing any lease',
    ],
    colour: 'sky',
  },
  {
    stage: 'startup',
    title: 'Start-up Stage',
    description:
      'You are open and winning your first clients, often doing most of the work yourself. The priority is steady bookings and cash flow, with simple habits that will still work when you are busier.',
    characteristics: [
      'Trading for under a year with modest, uneven revenue',
      'The owner handles care, bookings, cleaning and marketing',
      'Bookings and records kept on paper, messages or spreadsheets',
      'Most new clients arrive through word of mouth',
    ],
    nextSteps: [
      'Move bookings, vaccination records and payments into dedicated pet-care booking software',
      'Set up and fully complete your Google Business Profile, then ask every happy client for a review',
      'Write your core procedures for admissions, feeding, medication and incidents',
      'Review your prices against costs and local competitors before the next busy season',
    ],
    colour: 'teal',
  },
  {
    stage: 'early-growth',
    title: 'Early Growth Stage',
    description:
      'Demand is building and you have a small team, but you are probably still at the centre of everything. This is the time to make quality consistent without you and to fill the quieter days.',
    characteristics: [
      'Trading for one to three years with growing monthly revenue',
      'A small team of two to five people',
      'Busy at peak times but with quieter weekdays or months',
      'Some online marketing, but no planned calendar or tracking',
    ],
    nextSteps: [
      'Introduce a staff induction and training record so every carer works to the same standard',
      'Use a twelve-month marketing calendar to fill quiet weekdays and off-peak months',
      'Track occupancy, revenue per dog and repeat booking rate every month',
      'Add a complementary service such as grooming, training or puppy classes to raise average spend',
    ],
    colour: 'emerald',
  },
  {
    stage: 'established-growth',
    title: 'Established Growth Stage',
    description:
      'You run a well-regarded, busy business with reliable systems and a capable team. Growth now comes from better margins, stronger leadership and deciding whether to expand capacity or open a second site.',
    characteristics: [
      'Three or more years of trading and healthy monthly revenue',
      'A team of six to fifteen with supervisors or senior carers',
      'Occupancy regularly above 65%, with waiting lists at peak times',
      'Dedicated booking software and a planned approach to marketing',
    ],
    nextSteps: [
      'Appoint and train a deputy or manager so the business runs without you for a fortnight',
      'Review your pricing structure and packages to lift margin rather than simply adding dogs',
      'Commission a feasibility study before extending your site or opening a second location',
      'Set quarterly KPI targets for occupancy, staff retention and client reviews',
    ],
    colour: 'amber',
  },
  {
    stage: 'mature',
    title: 'Mature Stage',
    description:
      "You lead a substantial operation, possibly across more than one site, with managers handling day-to-day running. Your focus is strategy: protecting quality at scale, building value and planning the business's long-term future.",
    characteristics: [
      'Five or more years of trading and strong, predictable revenue',
      'More than fifteen staff with a management layer',
      'Consistently high occupancy, or more than one site',
      'Integrated systems, written procedures and monthly reporting',
    ],
    nextSteps: [
      'Create a standard operations manual so each site delivers the same client experience',
      'Run a yearly audit of licensing, welfare standards and staff training across every site',
      'Build a leadership development plan to grow managers from within',
      'Get a business valuation and set a five-year plan for expansion, franchising or exit',
    ],
    colour: 'violet',
  },
];
