import type { LegalDocument } from '../types';
import { LEARNER_SESSION_COOKIE } from '../../lib/learner-cookie';
import { siteConfig } from '../site-config';
import { bullets, retentionPeriod, sentences } from './helpers';
import { type CompanyRegistration, companyDescription, contactLines, icoRegistrationSentence } from './registration';

const { legalName, responsePromiseHours, retentionDays, bookings } = siteConfig;

const contactPeriod = retentionPeriod(retentionDays.contactSubmissions);
const bookingPeriod = retentionPeriod(retentionDays.consultationBookings);
const downloadPeriod = retentionPeriod(retentionDays.resourceDownloads);
const waitingListPeriod = retentionPeriod(retentionDays.shopNotifications);
const recruitmentPeriod = retentionPeriod(retentionDays.recruitmentApplications);
const learnerPeriod = retentionPeriod(retentionDays.learnerAccounts);
const invitationPeriod = retentionPeriod(retentionDays.teamInvitations);
const retreatBookingPeriod = retentionPeriod(retentionDays.retreatBookings);
const retreatWaitingPeriod = retentionPeriod(retentionDays.retreatWaitingList);
const earlyBirdPeriod = retentionPeriod(retentionDays.earlyBirdList);
const { academy } = siteConfig;
/** How long the daily totals of page views and funnel steps are kept (src/jobs/retention-figures.ts deletes them). */
const dailyFiguresPeriod = `${siteConfig.dailyFiguresMonths} months`;
/** Cloudflare's own period for Workers Analytics Engine, which we cannot change: "stored for three months" (its limits page). */
const analyticsEnginePeriod = '3 months';

/** Stripe, as the policy names it wherever it comes up. */
const stripe = 'Stripe Payments Europe, Ltd.';
const stripePrivacy = 'https://stripe.com/gb/privacy';
/** HMRC's rule for payment records, and how long a checkout that was never finished is kept. */
const paymentRecordsPeriod = '6 years after the end of the financial year the payment belongs to';
const unfinishedCheckoutPeriod = '2 days';

/** What we keep of an Academy subscription's payments: Stripe's references and what access needs, never card details. */
const paymentRecords =
  "Stripe's reference numbers for you as its customer, for your subscription, its invoices and its payments; the plan you bought (Employee or Employer, monthly or annual) and, for the Employer subscription, the number of seats; the amounts charged and refunded; the dates; and the subscription's status (active, payment failed, cancelled at the end of the period, ended)";

/** What a Training Academy account holds, beyond the registration form (listed under Information We Collect). */
const learnerRecords = [
  'your subscription: whether you are on the free demo or an Employee or Employer subscription, and when it ends',
  'your business name, if you give it when you register or an employer adds you to its team',
  'your progress in each module: the sections you have marked complete, where you left off, your percentage, when you last opened it and when you completed it',
  'your quiz answers and results: for each attempt, your answers, your score, whether you passed, which attempt it was and when',
  "your certificates: each one's number, module, the date you earned it and, where the topic needs renewing, its expiry date, and whether we have revoked it",
  'when you registered and when you last signed in',
];

/** What anyone with a certificate's number sees on its verification page. */
const verificationPage = `Each certificate has a verification page at ${siteConfig.origin}/certificates/ followed by its number, which its PDF links to with a QR code. Anyone who has the number, such as an employer, a client or a licensing inspector you show it to, can open that page and see your name, the module and its category, the date you earned it, its expiry date if it has one, and whether it is valid, expired, revoked or withdrawn. The page is not listed by search engines, and certificate numbers are random, so they cannot be guessed or worked through in order`;

/** Emails the Academy sends a learner, all as part of the service. */
const academyEmails = `The Training Academy emails you a one-time sign-in link whenever you ask for one (it works once, within ${academy.signInLinkMinutes} minutes, and we store only a hash of it), an invitation link if an employer invites you to its team (it works once, within ${academy.invitationDays} days), and a reminder ${academy.renewalReminderDays.join(' and ')} days before a certificate that needs renewing expires. These are part of the training you signed up for; we send no marketing emails`;

/** What a visitor who books a time hears from us, and the private link each email carries. */
const bookingEmails = `If you choose a date and time, our website emails you about your booking: a confirmation with a calendar invitation, an email if the booking is moved, confirmed or cancelled, and a reminder ${bookings.reminderHoursBefore} hours before it. Each email carries a private link to a page where you can see your booking and move or cancel it until ${bookings.changeCutoffHours} hours before; the link works without a password, so please do not forward it. We store only a scrambled form (a hash) of the link's key, never the key itself, and delete it with the booking`;

/** What a buyer of retreat places hears from us, and the private link each email carries. */
const retreatEmails =
  'a confirmation with a calendar invitation, reminders 7 days and 1 day before the event, and an email if you change attendee names, if the booking is cancelled or if we write to everyone booked on the event. Each email carries a private link to your booking page, where you can change attendee names or cancel; it works without a password, so please do not forward it. We store only a hash of its key and delete it with the booking';

/** How we treat dietary and access needs, which can say something about someone's health. */
const needsHandling =
  "Dietary or access needs you give when booking a retreat can reveal something about a person's health, such as an allergy, a medical diet or a disability. We use them only to cater for and accommodate the people coming: our own team sees them, and if the venue's caterers need to know a need to provide for it, we tell them that need and, only where they need it to serve the right person, that person's name. They are deleted with the booking. Please tell us only what we need to know, and if you give needs for someone else, make sure they are happy for you to share them";

/** Who receives each form's submission; the same for every form. */
const processors = `our own team; Cloudflare, Inc., as our processor, which hosts the website and the database the submission is stored in; and our email provider when we write to you. No analytics or advertising company receives it`;

/** What is counted of each page view, and of the steps on the way to a booking or purchase (src/analytics). */
const countedOfEachView =
  "for each page our website sends to a person's browser, one more view of that page on that day, counted together with: the name of the website whose link was followed to reach it (such as google.com), only when it is another website's and never the address of the page itself; the campaign tags the link carried (utm_source, utm_medium and utm_campaign), if any; whether the browser is on a phone or a computer, worked out from the browser's user agent; and the country Cloudflare gives for the connection, as a two-letter code such as GB. A view that came from outside our website (from another website, or with no page before it) also counts as a visit. We also count, per day, how many times a free tool was used (a quiz result, the return on investment calculator, the marketing calendar downloaded), the first step of the booking form was sent, a consultation was booked, a contact message was sent, Subscribe was pressed, a Training Academy subscription was paid for and a retreat place was booked";

/** What counting never collects, and what it leaves out. */
const notCounted =
  'your IP address, a cookie or anything stored in your browser, a fingerprint of your browser or device, or any identifier for you or your visit: nothing counted can tell one person from another or link one page to the next. We do not count requests that only check a page (HEAD requests), pages your browser fetches in advance before you open them (prefetch or prerender), known bots, crawlers and scripts, headless browsers included (recognised by their user agent), our back office (/admin) and our API (/api), files such as pictures, styles and scripts, or Training Academy pages shown to a learner who is signed in';

/** Where a record's visit came from, kept with it: a lead, a booking or a purchase. */
const visitSourceKept =
  'With each form you send us, each retreat booking and each Training Academy checkout and payment, we also keep where the visit that brought you came from, if it is known: the name of the website whose link you followed (such as google.com) and the campaign tags the link carried (utm_source, utm_medium and utm_campaign), never more. No cookie is used for it: the form carries it from the page it is on, which takes it from how you reached that page, or from the campaign tags of the page of ours you followed a link from just before. It tells us which websites and campaigns bring enquiries, bookings and sales, our legitimate interests (Article 6(1)(f)). It is kept and deleted with the record it belongs to, is included when you ask for a copy of your information, and is erased with the rest of it; a payment record, which the law makes us keep, keeps its source too, no longer linked to you';

/** The policy as it reads with the business details the owner has set. */
export function privacyPolicy(company: CompanyRegistration): LegalDocument {
  const { email } = company;
  return {
    slug: 'privacy',
    title: 'Privacy Policy',
    version: siteConfig.privacyPolicyVersion,
    summary: `How ${legalName} collects, uses, stores and protects your personal information, how long we keep it and your rights under UK GDPR.`,
    sections: [
      {
        heading: 'Introduction',
        paragraphs: [
          `This Privacy Policy explains how ${legalName} ("we", "us", "our") collects, uses and protects personal information when you use our website and our pet care business consultancy services. We are ${companyDescription(company)}.`,
          sentences(
            'We are the controller of the personal information described in this policy under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
            icoRegistrationSentence(company),
          ),
          'We collect only what we need to answer your enquiry or provide what you ask for. We do not sell your personal information, we do not use analytics or advertising cookies, and we do not build marketing profiles about you. We count visits to our pages on our own server, as daily totals that are about no one.',
          `If you have any questions about this policy or about your information, email us at ${email}.`,
        ],
      },
      {
        heading: 'Information We Collect',
        paragraphs: [
          'We collect personal information when you give it to us through one of the forms on this website, together with the date and time you sent it. The forms, and what each one collects, are:',
          bullets([
            'Contact form: your first name, last name, email address, type of business (optional) and your message.',
            'Consultation booking: the services you choose and the cost estimate we work out from them, your first and last name, email address, phone number (optional), type of business (optional), details of your project and your preferred date and time (optional).',
            'Resource downloads: your email address and the name of the resource you downloaded (for example, our marketing calendar).',
            'Shop waiting list: your email address only.',
            'Recruitment talent pool: your name, email address, phone number, location, experience level, current role, the roles you are interested in, your experience with pets, your qualifications, your availability, whether you are willing to relocate, your salary expectation, your motivation and any additional information you choose to give.',
            'Training Academy registration: your first name, last name, email address, business name (optional), and your acceptance of the terms (we record when you accepted, the version of this policy and the words you saw).',
            "Retreat booking: your first and last name and email address, the number of places, the name of each person you book a place for, any dietary or access needs you tell us about, and your acceptance of the terms; then the booking's status, the price and any refund, and on the day who has checked in.",
            'Retreat waiting list: your email address, the event and the number of places you want, and your consent (when you gave it, the version of this policy and the words you saw).',
            'Early-bird list: your email address, your consent (as above) and when you confirmed your address.',
          ]),
          `${visitSourceKept}.`,
          'If you have a Training Academy account, we also keep the record of your training, so that it follows you from device to device and your certificates can be checked:',
          bullets(learnerRecords.map((record) => `${record.charAt(0).toUpperCase()}${record.slice(1)}.`)),
          'If you are an employer on the Employer subscription, we also keep the email addresses of the people you invite to your team, and who has joined it.',
          `If you buy a Training Academy subscription, you pay on the checkout page of our payment processor, ${stripe} ("Stripe"), not on ours. You give your name, email address and card and billing details to Stripe there; we never see or store your card details. We keep only ${paymentRecords}.`,
          'Please do not include sensitive information (for example about your health, ethnic origin or religious beliefs) in free-text fields such as your message, project details or additional information. We do not need it.',
          `${needsHandling}.`,
          `${bookingEmails}.`,
          'If you email us directly, we receive your email address and whatever you include in your message.',
          'When you visit the website, our hosting provider Cloudflare processes technical data such as your IP address and browser details in order to deliver the pages to you and protect the website from attack. We do not use this data to identify or track you.',
          'When you send a form, our website uses your IP address for a moment to limit how many submissions one connection can send in a minute (a protection against spam and abuse) and, if the bot check is switched on, passes it to Cloudflare Turnstile with the check. We do not store your IP address with your submission or anywhere else, and no analytics or advertising company receives it.',
          'If you read Training Academy modules without signing in, your progress is stored only in your own browser and is never sent to us. See the Cookies section below.',
        ],
      },
      {
        heading: 'How We Use Your Information',
        paragraphs: [
          'For each form, this is what we collect, why, our lawful basis under UK GDPR, how long we keep it and who receives it.',
          'Contact form:',
          bullets([
            'What: your first name, last name, email address, type of business (optional) and message, stored as a contact submission.',
            'Why: to read and reply to your enquiry.',
            'Lawful basis: our legitimate interests in responding to people who contact us (Article 6(1)(f)) and, where you ask about services you may buy, taking steps at your request before entering into a contract (Article 6(1)(b)).',
            `How long: ${contactPeriod} from the date you send it, then deleted automatically.`,
            `Who receives it: ${processors}.`,
          ]),
          'Consultation booking:',
          bullets([
            'What: the services you choose, the cost estimate, your first and last name, email address, phone number (optional), type of business (optional), project details and preferred date and time (optional), stored as a booking.',
            'Why: to arrange your consultation and hold the time you chose for you, to send you the emails about your booking described above, to prepare for the consultation, and to discuss and quote for the work you are interested in.',
            'Lawful basis: taking steps at your request before entering into a contract (Article 6(1)(b)) and our legitimate interests in managing bookings and following up enquiries (Article 6(1)(f)).',
            `How long: ${bookingPeriod} from the date you book, then deleted automatically.`,
            `Who receives it: ${processors}.`,
          ]),
          'Resource downloads (such as the marketing calendar):',
          bullets([
            'What: your email address and the name of the resource you downloaded.',
            'Why: to keep a record of who has downloaded which resource, so that we can answer questions you send us about it and tell you if we correct a mistake in it, and to understand which resources pet business owners find useful. We do not add you to a mailing list or send you marketing emails because you downloaded a resource.',
            'Lawful basis: our legitimate interests in providing our free resources and keeping them accurate and useful (Article 6(1)(f)). You can object at any time by emailing us, and we will delete your details.',
            `How long: ${downloadPeriod} from the date of the download, then deleted automatically, or sooner if you ask us to delete it.`,
            `Who receives it: ${processors}.`,
          ]),
          'Shop waiting list:',
          bullets([
            'What: your email address.',
            'Why: to tell you when our shop launches. We do not use it for anything else.',
            'Lawful basis: your consent (Article 6(1)(a)), given by pressing Notify Me beside a statement of what you agree to. With your address we record when you agreed, the version of this policy and the words you saw. You can withdraw it at any time by emailing us, and we will remove you from the list.',
            `How long: ${waitingListPeriod} from the date you join, then deleted automatically, or sooner if you withdraw your consent.`,
            `Who receives it: ${processors}.`,
          ]),
          'Training Academy subscription payments:',
          bullets([
            `What: ${paymentRecords}. Your card details go to Stripe on its checkout page and never reach us.`,
            'Why: to take payment for your subscription and renew it, to open the modules and seats you paid for and keep them open while it is paid, to give you access for the 7 days of grace after a failed payment, to handle cancellations and refunds, and to keep the accounting records the law requires.',
            'Lawful basis: the contract for your subscription (Article 6(1)(b)) and, for keeping payment records, our legal obligation to keep accounting records, which HMRC requires us to keep for 6 years (Article 6(1)(c)).',
            `How long: payment records are kept for ${paymentRecordsPeriod}, then deleted; a checkout you started but did not finish is deleted after ${unfinishedCheckoutPeriod}.`,
            `Who receives it: ${stripe}, our payment processor, and Cloudflare, Inc., which hosts our website and database, as described below.`,
          ]),
          'Retreat bookings:',
          bullets([
            "What: the buyer's name and email address, the attendees' names, any dietary or access needs, the places, the price paid and any refund, and who checked in on the day. If you pay on the website, Stripe handles the payment as described for Training Academy subscriptions above, and we keep the same kind of payment record.",
            `Why: to hold and sell your places, take payment or send an invoice, send you ${retreatEmails}; to prepare the attendee list, the catering and access for the day; and to handle cancellations and refunds by our terms.`,
            "Lawful basis: the contract for your places (Article 6(1)(b)). For dietary or access needs that concern someone's health, that person's explicit consent, given by telling us the need so that we can provide for it (Article 9(2)(a)); you can ask us to delete a need at any time.",
            `How long: ${retreatBookingPeriod} from the date you book, then deleted automatically, needs and private link included; a payment's record is kept as an accounting record, as explained below.`,
            "Who receives it: our own team; Cloudflare, Inc., as our processor, which hosts the website and the database the booking is stored in and sends the emails about it; our email provider when we write to you; Stripe, for a payment; and the venue's caterers, only as described above for dietary needs. No analytics or advertising company receives it.",
          ]),
          'Retreat waiting list:',
          bullets([
            'What: your email address, the event, the number of places you want and your consent record.',
            `Why: to offer you places on that event if they free up. Each offer is one email; it holds the places for 24 hours, then passes to the next person. We do not use your address for anything else.`,
            'Lawful basis: your consent (Article 6(1)(a)), given with the waiting-list form. You can withdraw it at any time by emailing us, and we will take you off the list.',
            `How long: ${retreatWaitingPeriod} from the date you join, which outlasts the event, then deleted automatically, or sooner if you ask us.`,
            `Who receives it: ${processors}.`,
          ]),
          'Early-bird list:',
          bullets([
            'What: your email address, your consent record and when you confirmed your address.',
            'Why: to email you once each time we publish a new retreat or learning event. When you join, we send one email asking you to confirm that the address is yours (double opt-in); until you confirm, we send it nothing else. Every announcement has a link to unsubscribe.',
            'Lawful basis: your consent (Article 6(1)(a)), given with the early-bird form and confirmed from your email. You can withdraw it at any time with the unsubscribe link or by emailing us.',
            `How long: ${earlyBirdPeriod} from the date you join, then deleted automatically. If you unsubscribe, we email you no more and keep only the record that you unsubscribed until the end of that period, so that your address is not added back by mistake; ask us and we delete it at once.`,
            `Who receives it: ${processors}.`,
          ]),
          'Recruitment talent pool:',
          bullets([
            'What: the details you give in the talent-pool questionnaire, listed in the section above.',
            'Why: to keep you in our talent pool, consider you for roles in the pet care sector that match your interests and experience, and contact you about suitable opportunities.',
            'Lawful basis: for keeping you in the talent pool, your consent (Article 6(1)(a)), given with its own tickbox, which is never ticked for you; with your application we record when you gave it, the version of this policy and the words beside the box. For considering the application you send, our legitimate interests in matching suitable candidates with roles (Article 6(1)(f)). If you do not tick the box we consider your application but do not keep you in the pool. You can withdraw your consent at any time by emailing us, and we will delete your details.',
            `How long: ${recruitmentPeriod} from the date you submit the questionnaire, then deleted automatically, or sooner if you withdraw your consent.`,
            `Who receives it: ${processors}. We will ask you before we pass your details to any other organisation about a specific role.`,
          ]),
          'Training Academy account:',
          bullets([
            'What: your name, email address and acceptance of the terms, and the record of your training listed in the section above: your subscription, your business name if you or an employer gave it, your progress, your quiz answers and results, your certificates, and when you registered and last signed in.',
            `Why: to provide the training you signed up for: to sign you in, open the modules your subscription includes, save your progress, mark your quizzes, issue your certificates and remind you before one expires; and to let anyone you show a certificate to check that it is genuine. ${academyEmails}.`,
            'Lawful basis: for providing the training, the contract you enter into when you register, whether for the free demo or a subscription (Article 6(1)(b)). For the certificate verification page, our legitimate interests, and those of the people you show your certificate to, in being able to confirm that a certificate is genuine and still valid (Article 6(1)(f)). For showing your training to an employer whose team you joined, the contract you accepted when you joined it (Article 6(1)(b)).',
            `How long: your account, with your progress and quiz attempts, is erased ${learnerPeriod} after the later of your last use of the Academy (signing in, working through a module or taking a quiz) and the expiry date of your last certificate, so that a certificate stays verifiable for as long as it is valid; a certificate that does not expire counts from the day it was earned. Its certificates are then kept without your name, and their verification pages say they have been withdrawn. A team invitation is deleted ${invitationPeriod} after it was accepted or expired.`,
            `Who sees it: you, on your My training page; if you accepted an invitation to an employer's team, that employer, who sees your progress, quiz results and certificates on its team page and can export them; our own team, who set up subscriptions and answer your questions; and anyone who has one of your certificate numbers, who sees only what its verification page shows. It is stored, and the Academy's emails are sent, by Cloudflare, Inc., as our processor. No analytics or advertising company receives it.`,
          ]),
          `${verificationPage}.`,
          'How we count visits:',
          bullets([
            `What: ${countedOfEachView}. These figures are daily totals that are about no one. We count on our own server, without cookies and without storing anything in your browser.`,
            `What we do not collect: ${notCounted}.`,
            'Why: to know which pages and campaigns help pet business owners find what they need, and where our website loses them, so that we can improve it.',
            'Lawful basis: our legitimate interests in understanding how our website is used (Article 6(1)(f)). The figures describe no one, so they have no effect on you.',
            `How long: the daily totals are kept for ${dailyFiguresPeriod}, then deleted automatically. Each counted view is also written, with the same details and no identifier, to Cloudflare's Workers Analytics Engine, which keeps it for ${analyticsEnginePeriod} and then deletes it.`,
            'Who receives it: our own team; and Cloudflare, Inc., as our processor, which hosts the database that holds the daily totals and runs Workers Analytics Engine. No analytics or advertising company receives it.',
          ]),
          'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. The cost estimate in the booking wizard is calculated automatically from the services you select; it is only an indication to help the conversation, not a decision about you.',
          'We may also use your information where we need to comply with a legal obligation, or to establish, exercise or defend legal claims.',
        ],
      },
      {
        heading: 'Sharing Your Information',
        paragraphs: [
          'We do not sell or rent your personal information, and we do not share it with anyone for their own marketing.',
          'We use the following service providers, who process personal information on our behalf as processors, under contract and only on our instructions:',
          bullets([
            'Cloudflare, Inc.: hosts the website (Cloudflare Workers), stores form submissions and Training Academy accounts in its managed database (Cloudflare D1), keeps each counted page view, with no identifier, in Workers Analytics Engine (see How we count visits above), sends the emails our website writes (Cloudflare Email Service): the one that tells our team a form arrived, for consultation bookings and retreat places the emails to you about your booking, waiting-list offers and early-bird emails, and for the Training Academy your sign-in links, team invitations and renewal reminders; protects the website from attack and, if switched on for our forms, provides bot protection (Cloudflare Turnstile).',
            'Our email provider: handles the emails we send and receive, including our replies to you.',
          ]),
          `${stripe} ("Stripe") is our payment processor for Training Academy subscriptions and retreat places. When you pay, Stripe receives your email address, your name and the card and billing details you enter on its own hosted checkout page, and what you are buying (the plan, or the event and number of places); we tell it what you are buying and your email address, and it tells us whether the payment went through. For preventing fraud and meeting its own legal obligations, such as anti-money-laundering checks, Stripe acts as an independent controller of this information, under its own privacy policy at ${stripePrivacy}. Stripe may process this information outside the UK, including in the United States; its privacy policy explains the safeguards it uses.`,
          "If you accept an invitation to an employer's team in the Training Academy, that employer sees your progress, quiz results and certificates, and can export them for its staff records; what it then does with an export is its own responsibility as your employer. No one else's team can see you, and nobody sees anything of you before you accept.",
          'We may also disclose information where the law requires it, for example in response to a valid request from a court or regulator.',
          'Cloudflare operates a global network, so your information may be processed outside the UK, including in the United States. Where that happens, the transfer is protected by the UK Extension to the EU-US Data Privacy Framework and by the UK International Data Transfer Addendum to the EU Standard Contractual Clauses. If our email provider processes information outside the UK, we make sure the transfer is covered by UK adequacy regulations or equivalent safeguards. You can ask us for more information about these safeguards.',
        ],
      },
      {
        heading: 'Data Retention',
        paragraphs: [
          'We keep personal information only for as long as we need it. Each kind of submission is kept for the following period from the date it was made:',
          bullets([
            `Contact form submissions: ${contactPeriod}.`,
            `Consultation bookings: ${bookingPeriod}.`,
            `Resource downloads: ${downloadPeriod}.`,
            `Shop waiting list sign-ups: ${waitingListPeriod}.`,
            `Recruitment talent pool questionnaires: ${recruitmentPeriod}.`,
            `Retreat bookings, with the attendees' names and any dietary or access needs: ${retreatBookingPeriod}.`,
            `Retreat waiting list sign-ups: ${retreatWaitingPeriod}.`,
            `Early-bird list sign-ups: ${earlyBirdPeriod}.`,
          ]),
          "Our own team's back office holds a little personal information too, and keeps it for these periods:",
          bullets([
            `Sign-in sessions: until they expire, ${siteConfig.admin.sessionDays} days after they were last used.`,
            `One-time sign-in links: ${retentionPeriod(retentionDays.signInLinks)} after they expire, used or not.`,
            `Team members' accounts: while they have access, and ${retentionPeriod(retentionDays.disabledUsers)} after it ends.`,
            'Internal notes about an enquiry, booking or application: as long as the item they are about.',
            `The record of who changed what in the back office, which holds no contact details of the people who wrote to us: ${retentionPeriod(retentionDays.auditEvents)}.`,
            `The delivery record of each email our website sends about a form (which email, when, and whether it went; no contact details): deleted with the form itself, and in any case ${retentionPeriod(retentionDays.notificationOutbox)} after the form arrived, whether or not the email could be sent.`,
            'The private link to a booking (stored only as a hash): deleted with the booking.',
            'A one-way hash of each email address our website emails, with the time it was sent, which we keep for a day and a half to limit how much email any address gets from us.',
          ]),
          'Training Academy accounts are kept for these periods:',
          bullets([
            `Your account, with your progress, quiz answers and results and the invitations you sent as an employer: ${learnerPeriod} after the later of your last use of the Academy and the expiry date of your last certificate (a certificate that does not expire counts from the day it was earned), then erased automatically.`,
            'Your certificates: the certificate number, module and dates are kept when your account is erased, without your name, so that anyone checking the number is told the certificate has been withdrawn rather than that it never existed.',
            `Team invitations, which hold the invited email address: ${invitationPeriod} after they were accepted or expired.`,
            `One-time sign-in links: ${retentionPeriod(retentionDays.signInLinks)} after they expire, used or not.`,
            'A registration for the free demo waiting for you to confirm your email address: until its link expires, 24 hours after you registered; your account is made only when you confirm.',
            `Sign-in sessions: until they expire, ${academy.sessionDays} days after they were last used, or when you sign out.`,
          ]),
          "A scheduled job runs every day and automatically deletes anything older than its retention period. Deleted records can remain in our database provider's point-in-time recovery backups for up to 30 days before they are overwritten; we do not restore them except to recover from a technical failure.",
          'If you withdraw your consent or ask us to delete your information, we delete it sooner, unless we need to keep it to meet a legal obligation or to deal with a legal claim.',
          `The daily totals of page views and of the steps on the way to a booking or purchase, which are about no one: ${dailyFiguresPeriod}, then deleted automatically. Cloudflare's Workers Analytics Engine keeps each counted page view for ${analyticsEnginePeriod}.`,
          'Where the visit that brought a form, a retreat booking, a checkout or a payment came from: as long as the record it belongs to.',
          'Payments for Training Academy subscriptions and retreat places are kept for these periods:',
          bullets([
            `Payment records (Stripe's reference numbers for your customer record, any subscription, invoices and payments, with the amounts, dates and status): ${paymentRecordsPeriod}, as HMRC requires for accounting records, even if your Academy account or retreat booking is erased sooner.`,
            `A checkout you started but did not finish: ${unfinishedCheckoutPeriod}.`,
          ]),
          'If you become a client, information about the work we do for you becomes part of our client and accounting records, which we keep for as long as the law requires.',
        ],
      },
      {
        heading: 'Your Rights Under UK GDPR',
        paragraphs: [
          'You have the following rights over your personal information:',
          bullets([
            'Right of access: to ask for a copy of the personal information we hold about you.',
            'Right to rectification: to ask us to correct information that is inaccurate or incomplete.',
            'Right to erasure: to ask us to delete your information.',
            'Right to restriction: to ask us to limit how we use your information, for example while a complaint about its accuracy is checked.',
            'Right to data portability: to receive information you gave us in a structured, commonly used, machine-readable format, or to have it sent to another organisation, where we rely on your consent or a contract.',
            'Right to object: to object to our use of your information where we rely on legitimate interests, and to object at any time to direct marketing.',
            'Rights related to automated decision-making: not to be subject to a decision based solely on automated processing that has legal or similarly significant effects on you. We do not make such decisions.',
            'Right to withdraw consent: where we rely on your consent, to withdraw it at any time. This does not affect anything we did with your consent before you withdrew it.',
          ]),
          'These rights cover your Training Academy account as much as anything else we hold. You can see your progress and certificates on your My training page at any time, and you can ask us for a copy of everything in your account or to erase it; if we erase it, your certificates show as withdrawn on their verification pages.',
          'A copy of your information includes where the visit that brought each of your records came from, and erasure removes it with them. The daily totals of visits are about no one, so there is nothing in them to find, copy or erase for any one person.',
          `To use any of these rights, email us at ${email}. It is usually free of charge. We may need to confirm your identity before we act. We will respond within one month of receiving your request; if a request is complex or you make several, we may extend this by up to two further months and will tell you why within the first month.`,
          "If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection:",
          bullets([
            'Website: ico.org.uk',
            'Telephone: 0303 123 1113',
            "Post: Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF",
          ]),
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          `This website sets one cookie of its own, and only if you sign in to the Training Academy: ${LEARNER_SESSION_COOKIE}, which keeps you signed in. It holds a random key and nothing about you, and it stops working when you sign out or ${academy.sessionDays} days after you last used it. It is strictly necessary for the account you asked for, so we do not ask for consent to it. We do not use analytics, advertising or tracking cookies. We count visits to our pages without cookies or browser storage: nothing is set on or read from your device to count them (see How we count visits above).`,
          "If you read Training Academy modules without signing in, your module progress is saved in your browser's local storage under the key pawsperity-training-progress. It stays on your device, is never sent to us, and you can delete it at any time by clearing your browser's site data.",
          'If the bot check (Cloudflare Turnstile) is switched on for our forms, its script and frame load from challenges.cloudflare.com and Cloudflare processes technical data about your browser and device to tell people from bots. As our host and security provider, Cloudflare may also set strictly necessary security cookies, such as __cf_bm, which expires after 30 minutes.',
          'Should we ever add optional cookies, we would ask for your consent before setting them and list them in our Cookie Policy; cookies of that kind mostly expire within 1-2 years. Our Cookie Policy has full details.',
        ],
      },
      {
        heading: 'Data Security',
        paragraphs: [
          'We take appropriate technical and organisational measures to protect your personal information, including:',
          bullets([
            'Encrypting all traffic between your browser and our website (HTTPS).',
            'Storing form submissions in a managed database rather than in email inboxes or spreadsheets, with access limited to the people who need it.',
            'Collecting only the information we need, and deleting it automatically when its retention period ends.',
            'Making each private booking link from a long key that only our website can work out (with a secret our database does not hold) and storing only its hash, so that our database alone cannot open your booking page.',
            "Taking payment only on Stripe's own hosted checkout page, so that card details never reach our website or our database.",
            'Signing Training Academy learners in with one-time links instead of passwords, each made from a long random key, stored only as a hash and working once, and giving certificates random numbers that cannot be guessed.',
            'Limiting how many forms one connection can send per minute, and an optional bot check, to reduce spam and abuse.',
          ]),
          'No method of sending or storing information over the internet is completely secure, but we work to protect your information and review our measures regularly.',
          'If a personal data breach occurs that is likely to put your rights at risk, we will report it to the ICO within 72 hours where the law requires, and tell you without undue delay if there is a high risk to you.',
        ],
      },
      {
        heading: 'Third-Party Services',
        paragraphs: [
          'We rely on these third parties to run the website and handle your information:',
          bullets([
            "Cloudflare, Inc.: website hosting (Cloudflare Workers), database (Cloudflare D1), counted page views (Workers Analytics Engine), the emails our website sends (Cloudflare Email Service), network security and, where switched on, bot protection (Cloudflare Turnstile). Cloudflare's privacy policy is available at cloudflare.com/privacypolicy.",
            'Our email provider: sending and receiving email, including our replies to you.',
            `${stripe}: payments for Training Academy subscriptions and retreat places, on its own hosted checkout page, and its customer portal (where you change or cancel a subscription). Stripe's privacy policy is available at ${stripePrivacy}.`,
          ]),
          "Our pages load no scripts, fonts or images from other websites, with one exception: when the bot check is switched on, the Turnstile script and frame load from challenges.cloudflare.com. Subscribing to the Training Academy or paying for retreat places takes you to Stripe's own checkout page, which is Stripe's website, not part of ours. Apart from counting visits ourselves, as described above, without cookies and with Cloudflare as our processor, we use no analytics, advertising or social media tracking services.",
          'Our website may link to other websites, such as our social media pages. We are not responsible for how those websites handle your information; please read their privacy policies.',
        ],
      },
      {
        heading: "Children's Privacy",
        paragraphs: [
          'Our website and services are not directed at children under 16, and we do not knowingly collect personal information from them.',
          `If you believe a child under 16 has given us personal information, please contact us at ${email} and we will delete it.`,
        ],
      },
      {
        heading: 'Changes to This Policy',
        paragraphs: [
          'We may update this policy from time to time, for example if we change how our website works or the law changes. The current version will always be published on this page.',
          'If we make a significant change to how we use personal information we already hold, we will tell the people affected, by email where we have their address, before the change takes effect.',
        ],
      },
      {
        heading: 'Contact Us',
        paragraphs: [
          'For any question about this policy, or to use your data protection rights, contact us:',
          bullets(contactLines(company, { withIcoNumber: true })),
          `We aim to acknowledge every message within ${responsePromiseHours} hours, and we will respond to requests to use your data protection rights within one month.`,
        ],
      },
    ],
  };
}
