import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { bullets } from './helpers';
import { type CompanyRegistration, contactLines } from './registration';

const { legalName, responsePromiseHours } = siteConfig;

/** The policy as it reads with the business details the owner has set. */
export function returnsPolicy(company: CompanyRegistration): LegalDocument {
  const { email } = company;
  return {
    slug: 'returns',
    title: 'Returns & Refunds Policy',
    summary: `How to return physical products, claim under our 14-day money-back guarantee for digital products, cancel a Training Academy subscription or retreat places, and cancel or complain about consultancy services with ${legalName}.`,
    sections: [
      {
        heading: 'About This Policy',
        paragraphs: [
          `This policy explains how returns, refunds and cancellations work for physical products, digital products, Training Academy subscriptions, places on retreats and learning events, and consultancy services bought from ${legalName}. It forms part of our Terms of Service.`,
          'If you are a consumer, you have legal rights under the Consumer Rights Act 2015 and the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. This policy adds to those rights and does not affect them.',
        ],
      },
      {
        heading: 'Dispatch and Delivery',
        paragraphs: [
          'We dispatch physical orders within 3-5 working days of receiving your order. Delivery time after dispatch depends on the delivery service used.',
          'If your order has not arrived within a reasonable time of dispatch, please contact us and we will look into it with the carrier.',
        ],
      },
      {
        heading: 'Returning Physical Products',
        paragraphs: [
          'You can return physical products within 30 days of delivery for any reason. This is longer than the 14-day cancellation period the law requires.',
          'To be accepted, returned items must be unused and in their original condition and packaging. We cannot accept the return of:',
          bullets([
            'items sealed for health protection or hygiene reasons, such as pet food, treats or grooming products, once the seal has been broken after delivery;',
            'items made to your specification or clearly personalised.',
          ]),
          'Unless the item is damaged, faulty or not what you ordered, you are responsible for the cost of returning it. We recommend a tracked service and keeping your proof of postage.',
        ],
      },
      {
        heading: 'Damaged or Faulty Items',
        paragraphs: [
          'Please report any item that arrives damaged or faulty within 48 hours of delivery, with a description and photographs of the problem and the packaging. This helps us claim from the carrier and put things right quickly.',
          'For damaged, faulty or incorrect items we will offer a replacement or a full refund, and we will cover the cost of returning the item.',
          'If you are a consumer, the 48-hour reporting window does not limit your statutory rights. Under the Consumer Rights Act 2015 you can reject faulty goods for a full refund within 30 days of delivery, and after that you are entitled to a repair or replacement, or in some cases a refund or price reduction. Please tell us as soon as you notice a fault.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Once we have received your returned item and checked its condition, or confirmed a fault or damage, we will process your refund within 5-7 business days. Refunds are made to the original payment method; your bank or card provider may take a few extra days to show the money in your account.',
          'If you cancel a consumer order within the statutory 14-day cancellation period, we also refund the standard delivery charge you paid for that order.',
          'We may reduce a refund if a returned item has been used or handled more than necessary to inspect it, as the law allows.',
        ],
      },
      {
        heading: 'Digital Products',
        paragraphs: [
          'Digital products that you buy once, such as downloadable guides, templates and training materials, come with our 14-day money-back guarantee. If you are not satisfied, email us within 14 days of purchase and we will refund you in full, to the original payment method, within 5-7 business days.',
          'A note on your statutory right to cancel: under the Consumer Contracts Regulations 2013, when you buy digital content that is not supplied on a physical medium, your right to cancel ends once the download or access begins, provided you agreed to immediate access and acknowledged that you would lose that right. Our 14-day money-back guarantee is offered in addition and still applies after you have downloaded or accessed the product.',
          'If digital content is faulty, you also have rights under the Consumer Rights Act 2015 to a repair or replacement, or in some cases a refund.',
        ],
      },
      {
        heading: 'Training Academy Subscriptions',
        paragraphs: [
          'Training Academy subscriptions (Employee or Employer, paid monthly or annually) are digital content that you can use as soon as you have paid, so they work differently from the digital products above, and our 14-day money-back guarantee does not apply to them.',
          'No 14-day cancellation refund: under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 a consumer normally has 14 days to cancel. At checkout you expressly ask for immediate access and acknowledge that you lose that right once access begins (regulation 37), so once your access has started you cannot cancel the payment you have made and have it refunded.',
          "Stopping renewal: you can cancel at any time with the Manage subscription button in your Training Academy account, which opens Stripe's customer portal. Cancelling stops the next payment; you keep access until the end of the month or year you have already paid for, and that period is not refunded.",
          'If the content is faulty: under the Consumer Rights Act 2015, the Training Academy must be of satisfactory quality, fit for purpose and as described. If it is not, tell us and we will repair or replace the content concerned; if we cannot do that within a reasonable time and without significant inconvenience to you, you are entitled to a price reduction, which may be a full refund of what you paid for the affected period.',
          `How to ask: email us at ${email} with your name, the email address of your Training Academy account and what is wrong. We will reply within ${responsePromiseHours} hours. A refund is made to the card you paid with, through Stripe, and your bank or card provider may take 5-10 business days to show it.`,
        ],
      },
      {
        heading: 'Retreats and Learning Events',
        paragraphs: [
          'Cancelling your places: cancel on the private booking page linked from your confirmation email. If you cancel at least 14 days before the event’s first day, we refund what you paid in full (for a booking to be invoiced that you have not paid yet, there is nothing to pay). If you cancel later, places are not refunded, but you can change the attendee names on your booking page at any time before the event, free of charge, so that someone else comes instead.',
          'If we cancel: if an event does not reach its minimum number of places by its go/no-go date, or we cancel it for any other reason, every place is refunded in full. If we change its date or venue and the change does not suit you, you can cancel for a full refund.',
          'A payment that arrives too late: places are held for 30 minutes while you pay. If your payment reaches us after that and the event has filled up meanwhile, we refund it in full and you can join the waiting list.',
          'Refunds for retreat places are made through Stripe to the card you paid with within 5-7 business days; your bank or card provider may take a few extra days to show them.',
        ],
      },
      {
        heading: 'Consultancy Services',
        paragraphs: [
          "Cancellation: a consultation or session may be cancelled or rescheduled free of charge up to 24 hours before its start time. Cancellation with less than 24 hours' notice, or not attending, may be charged for a paid session, as set out in your quote.",
          'Complaints: if you are not happy with a session or with work we have delivered, please tell us within 7 days of the session or of receiving the work. We will look into it and, where appropriate, put it right, for example by repeating or correcting the work or adjusting the price.',
          'If you are a consumer who contracted with us at a distance, you also have a 14-day right to cancel a services contract, as explained in our Terms of Service. These arrangements do not affect your statutory rights.',
        ],
      },
      {
        heading: 'How to Start a Return',
        paragraphs: [
          `To start a return, claim a refund or report a problem, email us at ${email} with:`,
          bullets([
            'your name and order number (or the date of your session);',
            'the product or service concerned;',
            'the reason for the return or refund;',
            'photographs, if the item arrived damaged or faulty.',
          ]),
          `We will reply within ${responsePromiseHours} hours with the next steps and, for physical products, the address to send the item to. Please do not send items back before contacting us, as this can delay your refund.`,
        ],
      },
      {
        heading: 'Contact Us',
        paragraphs: [bullets(contactLines(company, { withIcoNumber: false }))],
      },
    ],
  };
}
