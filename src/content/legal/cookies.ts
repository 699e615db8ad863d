import type { LegalDocument } from '../types';
import { siteConfig } from '../site-config';
import { bullets } from './helpers';
import { BACK_OFFICE_SESSION_COOKIE } from '../../lib/back-office-cookie';
import { LEARNER_SESSION_COOKIE } from '../../lib/learner-cookie';
import { contactUsSection } from './contact-us';
import type { CompanyRegistration } from './registration';

const { legalName, dailyFiguresMonths } = siteConfig;

/** The policy as it reads with the business details the owner has set. */
export function cookiePolicy(company: CompanyRegistration): LegalDocument {
  return {
    slug: 'cookies',
    title: 'Cookie Policy',
    summary: `Which cookies and browser storage the ${legalName} website uses (very few), why, for how long, how you can control them, and how we count visits without them.`,
    sections: [
      {
        heading: 'What Cookies Are',
        paragraphs: [
          'Cookies are small text files that a website, or a service it uses, stores on your device through your browser. Browsers can also store information in other ways, such as local storage, which works much like a cookie but is not sent to a website automatically.',
          'Cookies and similar technologies can be used to make a website work, to remember your choices, or to track and analyse what you do online. We only use them where they are needed for the website to work or to give you a feature you have chosen to use.',
        ],
      },
      {
        heading: 'Cookies and Storage This Site Uses',
        paragraphs: [
          "Our pages and forms work without cookies. The only cookies this website sets itself are sign-in cookies, and only when you sign in. We do not use analytics, advertising or tracking cookies, we do not use social media tracking, and we do not use your browser's session storage.",
          'This is everything that may be stored on your device when you use our website:',
          bullets([
            `${LEARNER_SESSION_COOKIE} (cookie). Purpose: keeps you signed in to the Training Academy, so that your progress, quiz results and certificates are yours. Set by: this website, only when you press Sign in on the link we email you. Duration: ${siteConfig.academy.sessionDays} days after you last used the Academy, or until you sign out. It holds a random code, nothing else, and scripts cannot read it.`,
            `${BACK_OFFICE_SESSION_COOKIE} (cookie). Purpose: keeps our own staff signed in to our back office. Set by: this website, only for our staff; visitors never receive it. Duration: ${siteConfig.admin.sessionDays} days after last use, or until sign-out.`,
            'pawsperity-training-progress (browser local storage, not a cookie). Purpose: remembers which Training Academy sections you have marked complete, so you can pick up where you left off. Set by: this website, in your own browser, only when you mark a Training Academy section complete. Duration: stays until you clear it; it has no expiry date. It is never sent to us.',
            'Cloudflare security cookies, such as __cf_bm (cookie). Purpose: security; helps tell people from automated traffic and protects the website and our forms from attack and abuse. Set by: Cloudflare, our hosting and security provider, only when its network needs to check the traffic, not by our own pages. Duration: __cf_bm expires after 30 minutes.',
            'Cloudflare Turnstile (bot check on our forms, only when we switch it on). Purpose: security; confirms that a form is being sent by a person. Set by: Cloudflare, in a small frame loaded from challenges.cloudflare.com; anything it stores belongs to that Cloudflare address, not to our website. Duration: set by Cloudflare for the check only.',
          ]),
          "Cloudflare's own cookie policy, available at cloudflare.com/cookie-policy, describes its security cookies in full.",
        ],
      },
      {
        heading: 'Counting Visits Without Cookies',
        paragraphs: [
          "We count visits to our pages on our own server, without cookies and without browser storage: nothing is set on your device to count you, and nothing stored on it is read. That is why counting needs no consent and leaves nothing for you to clear. Each page our server sends to a person's browser adds one to that day's totals.",
          'For each page view we count only:',
          bullets([
            'the page, by its address on this website (such as /faq);',
            "the name of the website whose link you followed to reach it (such as google.com), only when it is another website's, never the address of the page you came from;",
            'the campaign tags the link carried (utm_source, utm_medium and utm_campaign), if any;',
            "whether your browser is on a phone or a computer, worked out from the browser's user agent;",
            'the country Cloudflare gives for the connection, as a two-letter code such as GB.',
          ]),
          'We do not record your IP address, set or read a cookie, store anything in your browser, take a fingerprint of your browser or device, or give you or your visit any identifier. Nothing counted can tell one person from another or link one page to the next.',
          'We do not count:',
          bullets([
            'requests that only check a page (HEAD requests);',
            'pages your browser fetches in advance before you open them (prefetch or prerender);',
            'known bots, crawlers and scripts, headless browsers included, recognised by their user agent;',
            'our back office (/admin) and our API (/api);',
            'files such as pictures, styles and scripts;',
            'Training Academy pages shown to a learner who is signed in.',
          ]),
          'We also count, per day and nothing about who, how many times a free tool was used, a booking form was started or a consultation booked, a contact message was sent, Subscribe was pressed, a subscription was paid for and a retreat place was booked.',
          `The figures are daily totals, kept for ${dailyFiguresMonths} months and then deleted automatically. Each counted view also goes, with the same details and no identifier, to Cloudflare's Workers Analytics Engine, which keeps it for 3 months. Our Privacy Policy explains why we count visits and on what basis.`,
        ],
      },
      {
        heading: 'The Law on Cookies (PECR)',
        paragraphs: [
          'The Privacy and Electronic Communications Regulations 2003 (PECR) require a website to get your consent before storing or accessing information on your device, unless that storage is strictly necessary to provide a service you have asked for, including keeping it secure.',
          "The sign-in cookies, the training progress record and Cloudflare's security cookies and bot check fall within that exemption: the first three provide the sign-in and the Training Academy features you choose to use, and the others keep the website and our forms secure. That is why we do not need to ask for your consent to use them. Counting visits stores nothing on your device and reads nothing stored there, so it needs no consent either. Any personal information involved is handled as described in our Privacy Policy.",
        ],
      },
      {
        heading: 'Optional Cookies in Future',
        paragraphs: [
          'We do not currently use any optional cookies. Should we ever add optional cookies, such as analytics cookies, we would ask for your consent before setting them, let you change your mind at any time, and list each one in this policy with its exact duration.',
          'Cookies of that kind mostly expire within 1-2 years; we would not choose any that last longer, and you could delete them at any time.',
        ],
      },
      {
        heading: 'How to Control Cookies and Storage',
        paragraphs: [
          'You can control and delete cookies and local storage through your browser settings. Most browsers let you:',
          bullets([
            'see which cookies and site data are stored, and delete them one by one or all at once;',
            'block cookies from particular websites, or all cookies;',
            'clear cookies and site data automatically when you close the browser.',
          ]),
          "Clearing this website's site data deletes your Training Academy progress record, so your progress will reset. Blocking Cloudflare's security cookies may mean our forms ask you to complete an extra check or do not work.",
          "Your browser's help pages explain how to manage these settings. The Information Commissioner's Office (ico.org.uk) also publishes guidance on cookies.",
        ],
      },
      {
        heading: 'Changes to This Policy',
        paragraphs: [
          'If we change the cookies or storage the website uses, we will update this policy before the change takes effect.',
        ],
      },
      contactUsSection(company),
    ],
  };
}
