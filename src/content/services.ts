/**
 * The ten programmes (service cards, each with the detail its dialog shows) as
 * they were before the owner edited them in /admin/content: what the site
 * content seed (seed/site-content-seed.ts) loads once, never over an edit;
 * pages read the published rows. Prices are whole pounds; the pricing text
 * repeats the starting figure formatted for en-GB.
 */
import { siteConfig } from './site-config';
import type { ServiceCard } from './types';

export const serviceCards: ServiceCard[] = [
  {
    id: 'business-consultancy',
    title: 'Business Consultancy',
    description:
      'A full plan for opening or restructuring a daycare, boarding or multi-service pet business, from market research and pricing to a lender-ready business plan.',
    accent: 'teal',
    startingFrom: 2195,
    details: {
      overview:
        "We work through your idea or existing business with you and test whether the numbers, location and service mix actually stack up. You get a written business plan built around your local market, your competitors' prices and the capacity your licence will realistically allow. The plan itself is usually ready in 4-6 weeks, and the rest of the engagement covers funding preparation and a practical launch or turnaround roadmap. Everything is yours to keep and reuse when you speak to banks, landlords or investors.",
      whatIncluded: [
        'A local market study covering competitors within a 20-minute drive, their prices, opening hours and licence star ratings',
        'A written business plan (typically 25-35 pages) in an editable document you keep',
        'A 3-year cash-flow forecast and profit and loss projection in a spreadsheet you can update yourself',
        'A pricing model for day care, boarding, half days and add-on services, with break-even occupancy worked out',
        'A funding pack prepared for high-street lenders, the British Business Bank Start Up Loans scheme or private investors',
        'A 12-month launch or turnaround roadmap with monthly milestones and owners for each task',
        'Two follow-up video calls in the three months after handover to review progress against the plan',
      ],
      benefits: [
        'Know before you sign a lease whether the business can pay you a salary, and at what occupancy',
        'Walk into a bank or investor meeting with figures that have already been challenged',
        'Set prices from evidence rather than copying the nearest competitor',
        'Avoid committing money to a site or service mix that the local market will not support',
        'Have one document that keeps partners, staff and advisers working to the same plan',
      ],
      pricing: `From £2,195 for a single-site daycare or boarding business. The fee rises for multi-service or multi-site plans, for businesses raising more than one round of funding, and where we need to model the purchase of an existing business. We confirm a fixed fee after your free ${siteConfig.freeConsultationMinutes}-minute consultation, and staged payments are available.`,
      duration: '6-10 weeks',
      ideal:
        'Ideal for first-time founders planning a daycare or boarding site, and for established owners who need a proper plan before expanding or raising finance.',
    },
  },
  {
    id: 'facility-design-planning',
    title: 'Facility Design & Planning',
    description:
      'Layouts for daycare and boarding premises that work for dogs, staff and licensing inspectors, with advice on planning permission before you commit to a site.',
    accent: 'amber',
    startingFrom: 1395,
    details: {
      overview:
        'We assess your proposed or current building and produce a layout that meets licence conditions, keeps dogs calm and lets a small team supervise safely. That means thinking about separate play groups, quiet rest areas, an isolation room, secure double-door entry, drainage, ventilation and noise before anything is built. We also check the planning position with you, because dog day care and boarding are usually treated as a separate use that needs permission rather than fitting neatly into an existing commercial use class. You come away with drawings and a specification that a builder, landlord or planning consultant can work from.',
      whatIncluded: [
        'A site suitability review covering neighbours, parking, drop-off traffic, noise and flood risk',
        'A scaled zoning layout showing play areas, rest and quiet areas, isolation, kitchen, grooming and reception',
        'A capacity calculation showing how many dogs each area can take and the staff needed to supervise them',
        'A finishes and equipment specification: flooring, wall cladding, drainage, fencing, gates and ventilation',
        'A planning briefing note on use class, likely conditions and whether a noise assessment is advisable',
        "A pre-application checklist mapped against your local authority's licence conditions",
        'A phased fit-out budget so you know what must be done before opening and what can wait',
      ],
      benefits: [
        'Find out whether a building can work before you sign a lease or buy it',
        'Reduce the risk of costly changes after a licensing or planning visit',
        'Design in the quiet spaces and separation inspectors look for, rather than adding them later',
        'Get more licensed capacity from the same floor area',
        'Make daily cleaning and supervision quicker for your team',
      ],
      pricing:
        'From £1,395 for a single building of up to about 300 square metres. The fee increases for larger or multi-building sites, outdoor paddocks, overnight kennel blocks, and where we attend meetings with your architect, landlord or planning officer.',
      duration: '2-4 weeks',
      ideal:
        'Ideal for anyone choosing a site, converting an industrial or agricultural unit, or redesigning an existing facility that feels cramped or noisy.',
    },
  },
  {
    id: 'staff-training-development',
    title: 'Staff Training & Development',
    description:
      'Practical training for daycare and kennel teams in dog behaviour, group play supervision, hygiene and emergencies, tied to what your licence requires.',
    accent: 'rose',
    startingFrom: 1595,
    details: {
      overview:
        'We start with a short needs assessment of your team, then deliver training on site or by video call over 1-3 weeks depending on team size and shift patterns. Sessions cover reading canine body language, managing group play, safe handling, cleaning and disease control, first aid awareness and what to do in a fire, escape or bite incident. Each staff member leaves with a signed training record, which licensing inspectors expect to see, and you keep the materials to induct future starters. We also help managers set up a simple competency framework so development carries on after we leave.',
      whatIncluded: [
        'A training needs assessment of each team member, completed with the manager',
        'Up to four half-day sessions delivered on site or by video call',
        'A staff handbook covering daily routines, dog introductions, group management and incident reporting',
        'Individual training records and sign-off sheets ready to show a licensing inspector',
        'An induction programme for new starters, with a first-week checklist',
        'A competency framework with three levels, from assistant to shift lead, to support pay progression',
        'Guidance on Ofqual-regulated Level 2 and Level 3 qualifications suitable for your team',
      ],
      benefits: [
        'Fewer scuffles and injuries in play groups because staff spot stress signals early',
        'Evidence of training that supports a higher star rating at your next inspection',
        'Faster, more consistent onboarding of new starters',
        'Better staff retention through a clear route to progression',
        'Owners can rely on the whole team, not just one or two experienced people',
      ],
      pricing:
        'From £1,595 for a team of up to eight staff at one site. The price changes with the number of staff and sites, the number of sessions, and whether training is delivered in person or remotely; in-person delivery outside mainland Britain carries travel costs.',
      duration: '2-4 weeks',
      ideal:
        'Ideal for owners who are hiring their first team, growing quickly, or preparing staff for a licence renewal inspection.',
    },
  },
  {
    id: 'compliance-licensing',
    title: 'Compliance & Licensing',
    description:
      'Support with your animal activity licence application or renewal, the written procedures inspectors ask for, and the star rating you are aiming for.',
    accent: 'indigo',
    startingFrom: 1895,
    details: {
      overview:
        'In England, dog day care, kennel boarding and home boarding are licensed by the local authority under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018, with a star rating that sets how long your licence lasts. In Scotland and Wales, boarding is still licensed by councils under the Animal Boarding Establishments Act 1963, with each council setting its own conditions, and Northern Ireland differs again. We review your premises, paperwork and practice against the rules that apply where you trade, then write or fix the procedures and records an inspector will ask for. We prepare you for the inspection visit and, if the outcome is disappointing, help you respond and plan for re-inspection.',
      whatIncluded: [
        'A gap analysis of your premises and practice against the licence conditions that apply to your activity and area',
        'A completed licence application pack ready to submit to your council',
        'Written procedures for feeding, cleaning, isolation, disease control, transport, escape and death of an animal',
        'A written emergency plan covering fire, loss of utilities, extreme weather and alternative accommodation',
        'Register and record templates designed to be kept for at least three years, as inspectors expect',
        'A mock inspection, on site or by video walk-through, with a scored report',
        'A higher-standards action plan showing what is needed to move towards a four or five star rating',
      ],
      benefits: [
        'Submit a complete application the first time and avoid weeks of back-and-forth',
        'Go into your inspection knowing what the inspector will check',
        'Aim for a longer licence period and a star rating you can promote to customers',
        'Spend less time on paperwork because records are simple to keep up',
        'Know where you stand on insurance, record keeping and your website licence display',
      ],
      pricing:
        'From £1,895 for one licensable activity at a single site. The fee rises for combined activities (for example day care with kennel boarding and grooming), for more than one site, and where we are supporting a response to enforcement action or a poor rating.',
      duration: '4-6 weeks',
      ideal:
        'Ideal for new businesses applying for their first licence and for established operators who want a better star rating at renewal.',
    },
  },
  {
    id: 'operations-management',
    title: 'Operations Management',
    description:
      'A thorough review of how your business runs day to day, then a new set of routines, rotas and systems that your team can keep going without you.',
    accent: 'emerald',
    startingFrom: 2395,
    details: {
      overview:
        'We spend time with your team, on site and by video call, looking at bookings, drop-off and collection, group management, cleaning, rotas and the admin behind them. The review itself normally takes 4-8 weeks, followed by hands-on help putting the changes in place. You get a clear operations manual, rotas built around your real demand curve and a short list of numbers to watch each week. The aim is a business that runs properly on the days you are not there.',
      whatIncluded: [
        'An operational review report with findings ranked by cost and welfare impact',
        'Rota templates matched to your busiest days, school holidays and peak boarding weeks',
        'A written operations manual covering opening, closing, daily routines and handovers',
        'A review of your booking and management software with set-up recommendations',
        'A weekly dashboard covering occupancy, staff hours as a share of revenue, incidents and no-shows',
        'Supplier and purchasing review for food, cleaning products, bedding and insurance',
        'Four weekly implementation calls with your manager once the new systems go live',
      ],
      benefits: [
        'Cut overtime and agency costs by matching staffing to actual demand',
        'Spend less of your own time firefighting and more on growing the business',
        'Give staff consistent routines, which in turn makes dogs calmer',
        'Spot problems in the weekly numbers before they show up in the bank balance',
        'Make the business easier to sell or expand because it does not depend on you',
      ],
      pricing:
        'From £2,395 for a single site with up to 15 staff. The fee increases with the number of sites, staff and services, and with the amount of implementation support you want after the review.',
      duration: '6-10 weeks',
      ideal:
        'Ideal for owners of established businesses who are working long hours, struggling with rotas or planning to step back from daily operations.',
    },
  },
  {
    id: 'financial-planning-analysis',
    title: 'Financial Planning & Analysis',
    description:
      'Forecasts, pricing and cash-flow planning for pet-care businesses, including VAT registration planning and the figures your accountant and lender need.',
    accent: 'sky',
    startingFrom: 1695,
    details: {
      overview:
        "We go through your accounts, bookings data and costs to show where your money is made and lost, service by service. You get a forecast you can maintain, a pricing review and a plan for the points where tax changes your numbers, in particular crossing the £90,000 VAT registration threshold, which adds 20% to most of your customers' prices or comes out of your margin. We work alongside your accountant rather than replacing them, and translate the figures into decisions you can act on. Everything is built in spreadsheets you keep and can update monthly.",
      whatIncluded: [
        'A 3-year cash-flow forecast in a spreadsheet you keep, with a monthly actual-versus-forecast tab',
        'Profitability by service line: full days, half days, boarding nights, grooming and training',
        'A pricing review with modelled scenarios for price rises, packages and multi-dog discounts',
        'A VAT threshold plan showing when you are likely to reach £90,000 turnover and your options',
        'A capital expenditure and equipment replacement schedule',
        'A short guide to your HMRC obligations: Self Assessment or Corporation Tax, PAYE and Making Tax Digital',
        'A one-hour video call to walk you and your accountant through the model',
      ],
      benefits: [
        'Know which services actually make a profit and which quietly lose money',
        'Plan for VAT registration rather than being caught out by it',
        'Raise prices with confidence, backed by figures',
        'See cash pinch points, such as quiet January weeks, months in advance',
        'Have clear, consistent figures ready for lenders, landlords and investors',
      ],
      pricing:
        'From £1,695 for a single-site business with at least one year of trading records. The price rises for multi-site or multi-company structures, where bookkeeping needs tidying before analysis, and where we model a major investment such as a new building.',
      duration: '3-5 weeks',
      ideal:
        'Ideal for owners whose turnover is growing towards the VAT threshold, or who are busy but not seeing the profit they expected.',
    },
  },
  {
    id: 'performance-optimisation',
    title: 'Performance Optimisation',
    description:
      'A focused programme to lift occupancy, average spend and repeat bookings in a business that is already trading but not yet reaching its potential.',
    accent: 'orange',
    startingFrom: 2095,
    details: {
      overview:
        'We benchmark your business against comparable UK daycare and boarding operators and find the gaps that matter most: empty weekday places, low-margin services, cancellations, or customers who drift away after a few months. Then we build a targeted plan with you and help put it into practice, one change at a time, measuring the effect as we go. Typical changes include better package structures, a waiting-list process, a boarding deposit policy and a retention routine for regular customers. You finish with clear targets and a monthly routine for reviewing them.',
      whatIncluded: [
        'A benchmarking report comparing occupancy, pricing, staff costs and retention with similar UK businesses',
        'Analysis of your booking data to find quiet days, cancellation patterns and lapsed customers',
        'A prioritised improvement plan with the expected gain from each change',
        'Redesigned packages, memberships or block bookings to fill weekday gaps',
        'Deposit, cancellation and late-collection policies with wording for customers',
        'A customer win-back and referral campaign ready to run',
        'A monthly KPI review template and two follow-up review calls',
      ],
      benefits: [
        'Higher average occupancy without needing a bigger building',
        'More predictable income from regular bookings and memberships',
        'Fewer last-minute cancellations and lost boarding nights',
        'Clear targets that the whole team understands',
        'Improvements measured in your own numbers, not guesswork',
      ],
      pricing:
        'From £2,095 for a single-site business trading for at least 12 months. The fee depends on the number of services and sites, the quality of your booking data, and how much hands-on implementation support you choose.',
      duration: '4-6 weeks',
      ideal:
        'Ideal for established businesses that are busy on some days and half-empty on others, or whose growth has stalled.',
    },
  },
  {
    id: 'policy-development',
    title: 'Policy Development',
    description:
      'Clear, legally aware policies and customer terms for your pet-care business, written in plain English and matched to your licence conditions.',
    accent: 'violet',
    startingFrom: 1295,
    details: {
      overview:
        'We write or rewrite the policies your business depends on, from admission criteria and vaccination requirements to terms and conditions, complaints and data protection. Each policy is written for your setting and checked against your licence conditions, so it works in practice and stands up at inspection. We also give you customer-facing versions that are short enough for owners to read before they book. Legal documents are drafted for you to have checked by your own solicitor if you wish.',
      whatIncluded: [
        'Customer terms and conditions covering bookings, deposits, cancellations and late collection',
        'Admission and assessment policy, including temperament trials, vaccinations and flea and worming',
        'Behaviour and incident policy, with a bite and injury reporting form',
        'Health, illness and veterinary treatment consent policy',
        'Staff policies: lone working, health and safety, safeguarding of young workers and disciplinary steps',
        'A UK GDPR privacy notice and data retention schedule for customer and dog records',
        'A policy review calendar so each document is checked at least once a year',
      ],
      benefits: [
        'Fewer disputes with customers because expectations are written down',
        'Confidence that what you tell inspectors matches what your team does',
        'Stronger position with your insurer if a claim arises',
        'Less time answering the same questions from new customers',
        'A set of policies that is easy to keep up to date',
      ],
      pricing:
        'From £1,295 for a core set of policies for one service. The fee increases for multi-service businesses, for bespoke staff contracts or handbook content, and where we need to align policies across several sites.',
      duration: '2-4 weeks',
      ideal:
        'Ideal for new businesses preparing to open and for owners whose policies have been copied from elsewhere and no longer fit how they work.',
    },
  },
  {
    id: 'customer-experience-design',
    title: 'Customer Experience Design',
    description:
      'A planned journey for pet owners from first enquiry to loyal regular, so your business feels organised, caring and worth recommending.',
    accent: 'lime',
    startingFrom: 2295,
    details: {
      overview:
        'We map every point at which an owner deals with your business: the first phone call or web enquiry, the assessment day, drop-off, daily updates, collection, invoicing and what happens when something goes wrong. We then redesign the weak points with you, write the scripts and templates your team needs, and set up simple ways to collect feedback. The result is a consistent experience that justifies your prices and turns satisfied customers into referrals. Changes are tested with a small group of your own customers before rolling out.',
      whatIncluded: [
        'A customer journey map from enquiry to renewal, with the pain points ranked',
        'Enquiry handling scripts and email templates with a target response time',
        'A redesigned assessment or trial day process for new dogs',
        'Daily report card and photo update guidelines for staff',
        'A complaint handling process with response templates',
        'A customer feedback survey and review request routine for Google and other platforms',
        'A short staff workshop, on site or by video call, to launch the new standards',
      ],
      benefits: [
        'More enquiries turn into booked assessment days',
        'Owners feel informed and trust you with their dog for longer',
        'Better online reviews and more word-of-mouth referrals',
        'Complaints handled calmly and consistently by any member of staff',
        'A clearer reason for customers to choose you over cheaper competitors',
      ],
      pricing:
        'From £2,295 for a single-site business. The price varies with the number of services and customer touchpoints, whether we run customer interviews, and how much staff training is needed to roll out the new standards.',
      duration: '4-6 weeks',
      ideal:
        'Ideal for businesses facing new competition, planning a price rise, or wanting to lift reviews and referrals.',
    },
  },
  {
    id: 'website-design',
    title: 'Website Design',
    description:
      'A fast, mobile-friendly website for your pet-care business that explains your services clearly and turns visitors into enquiries.',
    accent: 'slate',
    startingFrom: 895,
    details: {
      overview:
        'We design and build a straightforward website that tells local owners what you offer, what it costs and how to book an assessment. It is written for local search, so people looking for dog day care or kennels in your town can find you, and it is easy for you to update. In England, your licence conditions require your licence holder name and licence number to be shown on any website used for the business, so we build that in from the start. You own the domain and the content, with no long tie-in.',
      whatIncluded: [
        'A site of up to six pages: home, services, prices, about, FAQs and contact',
        'Copywriting for every page, written for local search terms in your area',
        'An enquiry or assessment booking form that sends straight to your inbox',
        'Licence details, star rating and insurance information displayed correctly',
        'A privacy notice and cookie information suitable for a UK business',
        'Google Business Profile set-up or tidy-up to support local search',
        'A one-hour video call showing you how to update prices, photos and opening times',
      ],
      benefits: [
        'Look as professional online as you are in person',
        'Answer common questions before owners pick up the phone',
        'Appear in local searches for day care and boarding near you',
        'Take enquiries around the clock, not only when someone is free to answer',
        'Meet licence display requirements without thinking about it',
      ],
      pricing:
        'From £895 for a six-page site using your own photos. The price increases for more pages, online booking or payment integration, professional photography, and moving content from an existing site. Hosting and domain costs are separate and billed at cost.',
      duration: '3-5 weeks',
      ideal:
        'Ideal for new businesses needing their first website and for established businesses whose current site is out of date or hard to use on a phone.',
    },
  },
];
