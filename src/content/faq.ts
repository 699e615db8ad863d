/**
 * Frequently asked questions: a short set for the home page and the full,
 * categorised set for the FAQ page. Plain text answers, no markup; {phone}
 * and {email} stand for the business details as they are when shown.
 */
import { detailTokens } from './business-details';
import { siteConfig } from './site-config';
import type { FaqItem, FullFaqItem } from './types';

const consultation = `${siteConfig.freeConsultationMinutes}-minute`;

/** What the free consultation is: the FAQ's answer, and the same words in the visitor's booking emails. */
export const freeConsultationExplained = `The free initial consultation lasts ${siteConfig.freeConsultationMinutes} minutes and is held by video call or phone. We talk through where your business is now, what you want to achieve and the biggest obstacles in the way. You will leave with at least one practical next step, and if we think we can help we will follow up with a clear, fixed-price proposal. There is no obligation to go any further.`;

export const homeFaq: FaqItem[] = [
  {
    id: 1,
    question: 'What kind of pet businesses do you work with?',
    answer:
      'We work with doggy daycares, boarding kennels, home boarders and multi-service pet facilities that combine day care, boarding, grooming or training. Some of our clients are still at the idea stage, while others have been trading for years and want to grow, improve their star rating or step back from daily operations.',
  },
  {
    id: 2,
    question: 'How long does a typical project take?',
    answer:
      'It depends on the scope. A simple consultation, such as a licensing review or a facility layout, usually takes 2-4 weeks. A comprehensive transformation covering planning, operations, training and customer experience normally runs over 3-6 months, delivered in stages so you see results along the way.',
  },
  {
    id: 3,
    question: 'Do you work across the whole UK?',
    answer:
      'Yes. We support pet businesses across the whole UK, in England, Scotland, Wales and Northern Ireland, and we understand that licensing rules differ between them. Much of our work is delivered by video call, with site visits where they add value. We offer a limited service to businesses outside the UK, mainly remote business planning and operational advice.',
  },
  {
    id: 4,
    question: 'What happens in the free consultation?',
    answer: freeConsultationExplained,
  },
  {
    id: 5,
    question: 'How quickly will you reply to my enquiry?',
    answer: `We reply to every enquiry within ${siteConfig.responsePromiseHours} hours, usually sooner on weekdays. You can use the contact form, email ${detailTokens.email} or call ${detailTokens.phone}.`,
  },
  {
    id: 6,
    question: 'Can you help if I have never run a business before?',
    answer:
      'Yes, and many of our clients start exactly there. We explain licensing, planning, insurance, tax and staffing in plain English, and we help you build a business plan and forecast you genuinely understand. The aim is for you to make informed decisions before you commit to a lease or a loan.',
  },
];

export const fullFaq: FullFaqItem[] = [
  // Getting Started
  {
    category: 'Getting Started',
    question: 'What services do you offer?',
    answer:
      'We offer business plans, facility design, operations training, compliance support and funding preparation for pet-care businesses, alongside financial analysis, policy writing, customer experience design and websites. You can take a single service or combine several into a wider programme. Everything is tailored to doggy daycare, boarding and multi-service pet facilities rather than adapted from generic business advice.',
  },
  {
    category: 'Getting Started',
    question: 'How do I get started?',
    answer: `Book a free ${consultation} consultation through the website, email ${detailTokens.email} or call ${detailTokens.phone}. In that call we find out where you are, what you want to achieve and what is holding you back. If we can help, we send a written proposal with a fixed fee and timeline, and nothing starts until you have agreed it.`,
  },
  {
    category: 'Getting Started',
    question: 'Do you work with businesses outside my area?',
    answer:
      'We work with pet businesses anywhere in the UK, and most of our work is delivered remotely by video call, so your location does not limit what we can do. Site visits are arranged where seeing the premises makes a real difference, such as facility design or a mock licensing inspection. We offer a limited service outside the UK, usually remote business planning and operational advice, because our licensing and compliance work is based on UK law.',
  },
  {
    category: 'Getting Started',
    question: 'Do I need to have premises before I contact you?',
    answer:
      'No, and it is often better to talk to us first. Many costly mistakes happen when a lease is signed before anyone has checked planning use, noise, parking or whether the space can hold enough dogs to make a profit. We can help you set criteria for a site and then assess options as you find them.',
  },

  // Business Planning
  {
    category: 'Business Planning',
    question: 'How long does it take to produce a business plan?',
    answer:
      'A full business plan usually takes 4-6 weeks. That covers local market research, pricing, a 3-year financial forecast and the written plan itself, with review points so you can challenge the assumptions. If you need the plan for a lender deadline, tell us at the start and we will schedule around it.',
  },
  {
    category: 'Business Planning',
    question: 'Will my business plan be suitable for a bank or investor?',
    answer:
      'Yes, that is what it is designed for. As part of funding preparation we format the plan and forecasts in the way high-street lenders, the Start Up Loans scheme and private investors expect, and we prepare you for the questions they are likely to ask. We cannot guarantee a lending decision, but we make sure the figures are realistic and clearly explained.',
  },
  {
    category: 'Business Planning',
    question: 'What information do I need to provide for a business plan?',
    answer:
      'For a new business, bring your idea, any sites you are considering, your own budget and any quotes you already have. For an existing business, we will ask for at least 12 months of accounts or bookkeeping records, booking data from your management software and your current prices. We give you a simple checklist so nothing is missed.',
  },

  // Operations & Training
  {
    category: 'Operations & Training',
    question: 'How long does staff training take?',
    answer:
      'Staff training itself is usually delivered over 1-3 weeks, depending on the size of your team and your shift patterns. Sessions are kept short so the business can keep running while people train. Each staff member receives a signed training record that you can show a licensing inspector.',
  },
  {
    category: 'Operations & Training',
    question: 'What is an operational review and how long does it take?',
    answer:
      'An operational review looks at how your business actually runs: bookings, drop-off and collection, group management, cleaning, rotas and the numbers behind them. It usually takes 4-8 weeks, depending on the number of services and sites. You receive a report with prioritised recommendations, new rota and routine templates, and support putting the changes in place.',
  },
  {
    category: 'Operations & Training',
    question: 'Can training and operational support be delivered remotely?',
    answer:
      'Yes. Most training sessions, manager coaching and operational reviews work well by video call, and we use short video walk-throughs of your premises instead of a visit where possible. Practical sessions such as group play supervision can be run in person if you prefer, and travel costs are agreed before booking.',
  },

  // Facility Design
  {
    category: 'Facility Design',
    question: 'How long does facility design take?',
    answer:
      'Facility design and planning usually takes 2-4 weeks from receiving your floor plans or site details. You receive a zoned layout, a capacity calculation, an equipment and finishes specification and a phased fit-out budget. Larger sites or projects involving new buildings can take longer, and we confirm the timeline in your proposal.',
  },
  {
    category: 'Facility Design',
    question: 'Will I need planning permission for a dog daycare or kennels?',
    answer:
      'Usually, yes. Dog day care and boarding rarely fit an existing commercial or industrial use class, so councils commonly treat them as a separate use needing permission, even in a unit that was previously a warehouse or shop. Noise, parking, drop-off traffic and waste are the issues that most often worry planners and neighbours. We help you understand the position early and brief a planning consultant if you need one.',
  },
  {
    category: 'Facility Design',
    question: 'How much space do I need for a doggy daycare?',
    answer:
      'There is no single figure, because licensed capacity depends on the layout, the size and temperament of the dogs, outdoor access and your staffing, not just square metres. Inspectors also expect rest areas, somewhere a dog can get away from other dogs and people, and space to isolate an unwell dog. We calculate a realistic capacity for your building so your business plan is based on a number your council is likely to approve.',
  },

  // Compliance & Legal
  {
    category: 'Compliance & Legal',
    question: 'Do I need a licence to run a dog daycare or boarding business?',
    answer:
      'Almost certainly. In England, commercial dog day care, kennel boarding and home boarding need a licence from the local authority under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018. In Scotland and Wales, boarding is licensed by councils under the Animal Boarding Establishments Act 1963, with conditions set locally, and councils differ on how they treat day care. We confirm what applies to your activity and area before you apply.',
  },
  {
    category: 'Compliance & Legal',
    question: 'How do licence star ratings work in England?',
    answer:
      'After inspection, your council gives a rating from one to five stars based on whether you meet minimum or higher standards and how risky the business is judged to be. The rating sets how long the licence lasts, from one year up to three years for five stars. New businesses without a track record are usually treated as higher risk, so a strong first inspection and good records are the route to a higher rating at renewal.',
  },
  {
    category: 'Compliance & Legal',
    question: 'What insurance does a pet-care business need?',
    answer:
      "You will need public liability insurance and care, custody and control cover for the animals in your charge, and inspectors will expect to see both. Employers' liability insurance is a legal requirement once you employ staff, with a minimum of £5 million cover. Many owners also take business interruption, buildings and contents, and vehicle cover if they collect dogs. We review your policies against what you actually do, but we do not sell insurance.",
  },
  {
    category: 'Compliance & Legal',
    question: 'When do I need to register for VAT?',
    answer:
      'You must register with HMRC if your VAT-taxable turnover over the previous 12 months goes over £90,000, or if you expect it to go over that figure in the next 30 days alone. Most day care and boarding services are standard-rated, so registering usually means either adding 20% to prices or absorbing it from your margin. We help you plan for this well before you reach the threshold, working alongside your accountant.',
  },

  // Costs & Investment
  {
    category: 'Costs & Investment',
    question: 'How much do your services cost?',
    answer:
      'Website design starts from £895, and our consultancy services have starting prices between £1,295 (policy development) and £2,395 (operations management). Every project has a fixed fee agreed in writing before we start, based on the size of your business, the number of services and sites, and how much hands-on support you want.',
  },
  {
    category: 'Costs & Investment',
    question: 'Do you offer payment plans?',
    answer:
      'Yes, payment plans are available. Most clients choose staged payments, for example a deposit to start, a payment at the midpoint and the balance on delivery, and larger programmes can be spread over monthly instalments. We agree the schedule in your proposal so there are no surprises.',
  },
  {
    category: 'Costs & Investment',
    question: 'Is the initial consultation really free?',
    answer: `Yes. The first ${consultation} consultation is free and carries no obligation. We use it to understand your situation and give you at least one useful next step; if we think a paid service would help, we follow up with a written proposal and you decide in your own time.`,
  },
  {
    category: 'Costs & Investment',
    question: 'Are there any extra costs on top of the fee?',
    answer:
      'The fixed fee covers everything listed in your proposal. The only extras are travel for in-person visits, which we agree in advance, and third-party costs you would pay anyway, such as council licence fees, planning application fees, website hosting or professional photography. We never add charges without your written agreement.',
  },

  // Timeline & Process
  {
    category: 'Timeline & Process',
    question: 'What does a typical project look like from start to finish?',
    answer: `It starts with the free ${consultation} consultation, followed by a written proposal with a fixed fee and timeline. Once you agree, we hold a kick-off call, gather your information and then work in stages, with review points where you can comment on drafts. At the end you receive all the documents and templates to keep, plus follow-up calls to check how things are going.`,
  },
  {
    category: 'Timeline & Process',
    question: 'How soon can you start?',
    answer:
      'We can usually start within two to three weeks of you accepting a proposal, and sooner for urgent work such as an upcoming licensing inspection or a lender deadline. Tell us about any fixed dates in your first consultation and we will plan backwards from them.',
  },
  {
    category: 'Timeline & Process',
    question: 'How will we keep in touch during the project?',
    answer: `Most meetings are held by video call at times that fit around drop-off and collection, with site visits arranged where they add value. You will have a named consultant, a shared folder for documents, and a reply to emails within ${siteConfig.responsePromiseHours} hours on working days. You can also reach us at ${detailTokens.email} or on ${detailTokens.phone}.`,
  },
];
