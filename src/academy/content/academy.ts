/**
 * The Training Academy's own words: what each tier includes and the terms a
 * learner accepts when registering (stored with the account, like every consent).
 */
import { mailtoLink } from '../../lib/mailto';
import { siteConfig } from '../../content/site-config';

/** Shown beside the tick box on the demo registration form, and stored with the account when ticked. */
export const learnerTermsWording = `I agree to the ${siteConfig.name} website terms and understand that my name, email address, training progress, quiz results and certificates are kept as the privacy policy explains, so that my progress follows me and my certificates can be verified.`;

const { quizPassPercent, quizAttemptsPerWindow, quizAttemptWindowHours, renewalReminderDays } = siteConfig.academy;

/** When renewal reminders go, e.g. "60 and 14 days" (before a certificate's expiry), from siteConfig.academy.renewalReminderDays. */
export const academyReminderDays = `${renewalReminderDays.slice(0, -1).join(', ')}${renewalReminderDays.length > 1 ? ' and ' : ''}${renewalReminderDays.at(-1)} days`;

/** One level of access to the Academy, as the front page compares them and a locked module explains them. */
export interface AcademyTier {
  /** The learner's level: demo (no subscription, or one that has ended), or an employee or employer subscription. */
  id: 'demo' | 'employee' | 'employer';
  name: string;
  /** How it is had: free on registering, or a subscription arranged with us. */
  price: string;
  /** Who it suits and what it opens, in one line. */
  summary: string;
  /** What it includes, a short line each. */
  includes: readonly string[];
}

/**
 * The three levels of access. Which modules each opens follows the categories'
 * requiredTier (employee or employer); a subscription whose expiry has passed
 * falls back to the demo, keeping the learner's progress and certificates.
 */
export const academyTiers: { demo: AcademyTier; employee: AcademyTier; employer: AcademyTier } = {
  demo: {
    id: 'demo',
    name: 'Demo',
    price: 'Free',
    summary: 'Register with your name and email address and try the Academy before you decide on a subscription.',
    includes: [
      'The first module of every employee training category',
      'Progress saved to your account, so you can carry on from any device',
      `Quizzes marked as you go: pass at ${quizPassPercent}% or more`,
      'A certificate for each module you complete, with its own verification page',
    ],
  },
  employee: {
    id: 'employee',
    name: 'Employee',
    price: 'Subscription',
    summary: 'For daycare, boarding and grooming staff: the whole of the employee training.',
    includes: [
      'Every module of every employee training category',
      'Everything in the demo: saved progress, marked quizzes and certificates',
      'A PDF of each certificate with a QR code that links to its verification page',
      `Certificates that need renewing carry an expiry date, and we email you ${academyReminderDays} before it`,
    ],
  },
  employer: {
    id: 'employer',
    name: 'Employer',
    price: 'Subscription',
    summary:
      'For owners and managers: everything in Employee, plus management and leadership training and a page for your team.',
    includes: [
      'Everything in the Employee subscription',
      'The employer training: management and leadership modules for owners and managers',
      "A team page: invite your staff by email and follow each person's progress, quiz results and certificates",
      "Export your team's training record as a CSV file for staff files or your licence inspection",
    ],
  },
};

/** The tiers in the order the pages compare them. */
export const academyTierList: readonly AcademyTier[] = [
  academyTiers.demo,
  academyTiers.employee,
  academyTiers.employer,
];

/** What a category's requiredTier means to a learner, e.g. on a category card: which subscription opens it. */
export function tierOpening(requiredTier: string): string {
  return requiredTier === 'employer' ? 'Employer subscription' : 'Employee subscription; first module free in the demo';
}

/** How quizzes are assessed, in one sentence, from siteConfig.academy. */
export const academyQuizRule = `Each quiz is marked when you submit it: you pass at ${quizPassPercent}% or more, and you can make up to ${quizAttemptsPerWindow} attempts in any ${quizAttemptWindowHours} hours.`;

const accessSubject = 'Training Academy subscription';
const accessBody = [
  `Hello ${siteConfig.name} team,`,
  '',
  'We would like a Training Academy subscription.',
  '',
  'Subscription (Employee or Employer):',
  'Paid monthly or annually:',
  'Number of staff who need access:',
  'Business name:',
  'Your name:',
  'Email address you sign in with (or will):',
  '',
  'Thank you.',
].join('\n');

/**
 * How to get a subscription: there is no online payment, so a learner or an
 * employer asks us and we set the tier, status and expiry in the back office.
 * `email` is the business details' address; `href` opens the visitor's mail program with the enquiry written (works
 * without JavaScript); `contactSectionHref` is the home page's contact form and consultation booking.
 */
export function academyAccessContact(email: string) {
  return {
    email,
    subject: accessSubject,
    body: accessBody,
    href: mailtoLink(email, accessSubject, accessBody),
    contactSectionHref: '/#contact',
    /** The home page's consultation booking form. */
    bookingHref: '/#book-consultation',
    /** One sentence a page can show where access is refused or asked about. */
    explanation: `Subscriptions are arranged with us rather than bought online: email ${email} or use the contact form, tell us who needs access, and we switch it on for the email address each person signs in with.`,
  } as const;
}
