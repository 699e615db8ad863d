import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { bullets } from './helpers';
import { contactUsSection } from './contact-us';
import { type CompanyRegistration, companyDescription } from './registration';

const { name, legalName, responsePromiseHours, freeConsultationMinutes } = siteConfig;

/** The retreat booking rules the terms state (src/submissions/retreat-booking/places.ts and refund-policy.ts apply them). */
const HOLD_MINUTES = 30;
const OFFER_HOURS = 24;
const REFUND_DAYS = 14;

/** Days a subscriber keeps access after a failed payment while they update their card. */
const graceDays = siteConfig.academy.paymentGraceDays;

/** The terms as they read with the business details the owner has set. */
export function termsOfService(company: CompanyRegistration): LegalDocument {
  const { email } = company;
  return {
    slug: 'terms',
    title: 'Terms of Service',
    summary: `The terms on which ${legalName} provides its pet care business consultancy services, digital products and physical products, including payment, cancellation, refunds and liability.`,
    sections: [
      {
        heading: 'About These Terms',
        paragraphs: [
          `These Terms of Service apply when you use our website or buy services or products from ${legalName} ("${name}", "we", "us", "our"), ${companyDescription(company)}.`,
          'Please read them before you book or buy. By booking a consultation or a place on a retreat, accepting a quote, placing an order or subscribing to the Training Academy, you agree to these terms. If anything in a written quote we give you differs from these terms, the quote applies for that piece of work.',
          'If you are a consumer (buying for purposes outside your trade or business), you have legal rights under the Consumer Rights Act 2015 and the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. Nothing in these terms affects those rights.',
        ],
      },
      {
        heading: 'Our Consultancy Services',
        paragraphs: [
          'We provide consultancy to people starting, running and growing pet care businesses across the UK, such as doggy daycares, boarding facilities and multi-service businesses. Our services include business planning, facility design, operations, staff training, compliance and growth support.',
          'The scope, deliverables, timeline and price of each piece of work are set out in the quote we give you. We will carry out our services with reasonable care and skill.',
          'To do our job well we rely on the information you give us. Please make sure it is accurate and complete, and tell us promptly if anything changes.',
          'Our advice is based on our professional experience and the information available to us. Decisions about your business, and their results, remain yours; we cannot guarantee a particular outcome, such as a level of income or the grant of a licence by your local authority. Our services do not replace advice from a solicitor, accountant or veterinary surgeon, which you should take where appropriate.',
        ],
      },
      {
        heading: 'Free Initial Consultation',
        paragraphs: [
          `We offer a free, no-obligation ${freeConsultationMinutes}-minute initial consultation so that we can understand your plans and you can decide whether you would like to work with us.`,
          'You can book it through the consultation booking form on our website. The cost estimate shown while you book is an indication only, based on the services you select; it is not a quote or an offer.',
          'There is nothing to pay for the initial consultation and no obligation to buy anything afterwards.',
        ],
      },
      {
        heading: 'Quotes and Payment',
        paragraphs: [
          'After your consultation we will send you a written quote describing the work, what is included, the timeline, the price and when payment is due. A contract is formed when you accept the quote in writing (email is fine). Quotes are valid for the period stated on them.',
          'For larger projects we offer staged payment plans, so that you pay in instalments linked to agreed stages or milestones rather than all at once. The stages and amounts are set out in your quote.',
          'Payment is due as stated on your quote or invoice. The quote will show whether VAT applies.',
          'If you would like to change the scope of the work after accepting a quote, we will tell you in writing of any effect on the price or timeline before making the change.',
        ],
      },
      {
        heading: 'Cancellation and Rescheduling',
        paragraphs: [
          "A consultation or session may be cancelled or rescheduled free of charge up to 24 hours before its start time. Cancellation with less than 24 hours' notice, or not attending, may be charged for a paid session, as set out in your quote. For the free initial consultation, we simply ask you to give us as much notice as you can.",
          `To cancel or reschedule, email us at ${email}.`,
          'If you are a consumer and you entered into a contract for services with us at a distance (for example by email or through our website), you also have the right to cancel within 14 days of the contract being made, without giving a reason. If you ask us to start work within those 14 days and then cancel, you will pay for the services provided up to the time you tell us you are cancelling. If the services are fully performed within the 14 days at your request, the right to cancel no longer applies.',
        ],
      },
      {
        heading: 'Complaints About Consultancy Services',
        paragraphs: [
          'If you are not happy with a session or with work we have delivered, please tell us within 7 days of the session or of receiving the work, by emailing us with details of the problem. Raising it promptly lets us look into it while it is fresh and, where appropriate, put it right, for example by repeating or correcting the work or adjusting the price.',
          `We will acknowledge your complaint within ${responsePromiseHours} hours and aim to resolve it fairly and quickly.`,
          'This 7-day window is how we ask you to raise concerns; it does not reduce any statutory rights you have as a consumer under the Consumer Rights Act 2015.',
        ],
      },
      {
        heading: 'Digital Products',
        paragraphs: [
          'Digital products include downloadable guides, templates, training materials and other digital content that you buy once. Training Academy subscriptions are covered by the next section instead.',
          'Our 14-day money-back guarantee: if you are not satisfied with a digital product you have bought from us, email us within 14 days of purchase and we will refund you in full.',
          'Under the Consumer Contracts Regulations 2013, if you buy digital content as a consumer and agree to access it straight away, acknowledging that you will lose your right to cancel, your statutory right to cancel ends once the download or access begins. Our 14-day money-back guarantee still applies after that.',
          'Under the Consumer Rights Act 2015, digital content must be of satisfactory quality, fit for purpose and as described. If it is faulty, you are entitled to a repair or replacement, or in some cases a refund.',
          'Free resources on our website are provided for general information to help you run your business.',
        ],
      },
      {
        heading: 'Training Academy Subscriptions',
        paragraphs: [
          `The Training Academy offers an Employee subscription, for one learner, and an Employer subscription, for a business training its team. Each can be paid monthly or annually. The prices are those shown on ${siteConfig.origin}/training when you subscribe, in pounds sterling (GBP) and including VAT.`,
          'You pay on the checkout page of our payment processor, Stripe, and your card details go to Stripe, never to us. The contract is formed when your first payment is taken, and your subscription starts straight away.',
          'Your subscription is paid in advance, each month or each year, and renews automatically at the end of each period until you cancel it.',
          "You can cancel at any time with the Manage subscription button in your Training Academy account, which opens Stripe's customer portal. Cancelling stops the next renewal: your access continues to the end of the period you have paid for, and we do not refund the rest of that period, except as this section or the law provides.",
          `If a payment fails, you have ${graceDays} days to update your card through Manage subscription. Your access continues during those ${graceDays} days; if the payment still has not been made after them, access pauses until it is.`,
          'An Employer subscription includes the number of seats you buy. Each team member, and each invitation you have sent that is still waiting to be accepted, uses one seat, so you can invite as many people as you have free seats. Reducing the number of seats never removes anyone from your team, but while your team and pending invitations use more seats than you have, you cannot send new invitations until a seat is free.',
          'Your right to cancel: the Training Academy is digital content that is not supplied on a physical medium. Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 a consumer normally has 14 days to cancel such a contract. Because access starts as soon as you pay, at checkout you expressly ask for immediate access and acknowledge that you lose your right to cancel once access begins (regulation 37). Your right to cancel therefore ends when your access starts, and our 14-day money-back guarantee for digital products does not apply to subscriptions. You can still cancel at any time to stop the next renewal.',
          'If the content is faulty: under the Consumer Rights Act 2015, the Training Academy must be of satisfactory quality, fit for purpose and as described. If it is not, tell us and we will repair or replace the content concerned; if we cannot do that within a reasonable time and without significant inconvenience to you, you are entitled to a price reduction, which may be a full refund of what you paid for the affected period. Refunds are made to the card you paid with.',
          'When a subscription ends, your account stays open on the free demo, with your progress and the certificates you have earned.',
        ],
      },
      {
        heading: 'Retreats and Learning Events',
        paragraphs: [
          `Places on our retreats and learning events, such as the One Day Intensive and the Weekend Retreat, are booked on ${siteConfig.origin}/retreats. Each event's page shows its dates and times (UK time), its venue, what is included and the price of a place, in pounds sterling (GBP) and including VAT. Where an event has an early-bird price, it applies until the date or for the number of places the page states, whichever comes first; each place costs the price shown when you book it.`,
          'Team Business Retreats are arranged for one business and its team, so they are not booked by the place: ask us through the enquiry form on the retreats page, and the written quote we send sets out the programme, the price and when payment is due, as for our other consultancy work.',
          `You can book up to 4 places at a time, naming the person who will use each one. While you pay on the checkout page of our payment processor, Stripe, your places are held for ${HOLD_MINUTES} minutes; if the payment is not completed in that time, they are released for others to book. If your payment reaches us after the ${HOLD_MINUTES} minutes and the last places have been booked meanwhile, we refund it in full. The contract is formed when your payment is taken, and we email you a confirmation with a calendar invitation and a private link to your booking. Where we take a booking to be invoiced instead, your places are reserved when you book, and our invoice is payable as it states and in any case before the event.`,
          `Cancelling your places: you can cancel on your booking page. If you cancel at least ${REFUND_DAYS} days before the event's first day (for an event starting on 12 June, by 29 May), we refund what you paid in full, or, for a booking to be invoiced that you have not paid yet, there is nothing to pay. If you cancel later than that, places are not refunded and an invoice for them remains payable, because by then we have committed to the venue, the catering and any accommodation for them.`,
          'Changing who comes: instead of cancelling, you can change the attendee names on your booking page at any time before the event, free of charge, so that someone else takes the place. We send you an updated confirmation.',
          `If an event does not go ahead: each event needs a minimum number of places to run. If it has not reached that number by its go/no-go date, or we have to cancel it for any other reason, we email everyone booked and refund every place in full, early-bird places included. If we have to change an event's date or venue, we email you, and if the change does not suit you, you can cancel for a full refund whenever you tell us. We recommend booking travel you can change or cancel.`,
          `Waiting lists: when an event is sold out, you can join its waiting list. When places free up, we offer them by email to the first person on the list whose number of places fits; the offer holds the places for ${OFFER_HOURS} hours, and if it is not taken up in that time it passes to the next person. Joining a waiting list is free and does not commit you to book.`,
          'Refunds are made through Stripe to the card you paid with, within 5-7 business days, or, if you paid by invoice, by the way you paid. If you book as a consumer, these arrangements do not affect your statutory rights.',
        ],
      },
      {
        heading: 'Physical Products',
        paragraphs: [
          'Our shop is not yet open. When it opens, these terms will apply to physical products, together with our Returns & Refunds Policy, which forms part of these terms. In summary:',
          bullets([
            'we dispatch orders within 3-5 working days;',
            'you can return unused items in their original condition within 30 days of delivery;',
            'please report any item that arrives damaged within 48 hours of delivery, with photographs;',
            'we process refunds within 5-7 business days of receiving your return or confirming the problem.',
          ]),
          'These arrangements add to your statutory rights as a consumer and do not replace them.',
        ],
      },
      {
        heading: 'Intellectual Property',
        paragraphs: [
          'All content on our website and in our products and training materials, including text, images, templates, guides and the marketing calendar, belongs to us or our licensors and is protected by copyright and other intellectual property rights.',
          'You may use our resources and the digital products you buy for the internal purposes of your own business. You may not resell, redistribute, publish or share them with others, or present them as your own work, without our written permission.',
          'Documents we prepare specifically for you, such as business plans and reports, may be used by you for your own business once you have paid for them in full. We keep the copyright in them and the right to reuse our general know-how, methods and templates, but we will not share your confidential business information.',
          `The ${name} name and logo may not be used without our permission.`,
        ],
      },
      {
        heading: 'Limitation of Liability',
        paragraphs: [
          'Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be excluded or limited by law, including your statutory rights as a consumer.',
          'If you are a business customer, we are not liable for loss of profit, revenue, business, goodwill or anticipated savings, or for any indirect or consequential loss. Our total liability to you for any piece of work is limited to the amount you have paid us for it.',
          'If you are a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss or damage that is not foreseeable. As our services and products are intended for business use, we are not liable to you for loss of profit, loss of business or business interruption.',
          'The general information on our website and in our free resources is provided to help you, but you should consider your own circumstances and take professional advice where appropriate before relying on it.',
        ],
      },
      {
        heading: 'Your Statutory Rights',
        paragraphs: [
          'If you are a consumer, the Consumer Rights Act 2015 gives you rights that these terms do not affect. In summary:',
          bullets([
            'Services must be carried out with reasonable care and skill. If they are not, you can ask us to repeat or fix the service, or in some cases receive a price reduction.',
            'Digital content must be of satisfactory quality, fit for purpose and as described.',
            'Goods must be of satisfactory quality, fit for purpose and as described.',
          ]),
          'For more information, contact Citizens Advice (in Scotland, Advice Direct Scotland).',
        ],
      },
      {
        heading: 'Age Requirement',
        paragraphs: [
          'Our services and products are for adults and businesses. We do not provide services to children under 16, and you must be 16 or over to book a consultation, accept a quote or place an order with us.',
        ],
      },
      {
        heading: 'Governing Law and Jurisdiction',
        paragraphs: [
          'These terms, and any dispute arising from them, are governed by the law of Scotland, and the Scottish courts have jurisdiction.',
          'If you are a consumer living elsewhere in the UK, you may also bring proceedings in the courts of the part of the UK where you live, and you keep the protection of the mandatory consumer laws that apply there.',
        ],
      },
      {
        heading: 'Changes to These Terms',
        paragraphs: [
          'We may update these terms from time to time. The version on our website when you book, accept a quote or place an order applies to that booking, quote or order.',
        ],
      },
      contactUsSection(company),
    ],
  };
}
