/**
 * The Careers page (spec 02 §2 "Join Our Team"): why work with us, the
 * messages the two mail links prefill, and the four-step hiring process.
 */
import { siteConfig } from './site-config';

export type CareersBenefitIcon = 'lightbulb' | 'sprout' | 'clock' | 'heart';

interface CareersBenefit {
  /** The benefit as the spec names it: innovation, growth, flexible working, impact. */
  name: string;
  title: string;
  text: string;
  icon: CareersBenefitIcon;
}

export const careersBenefits: CareersBenefit[] = [
  {
    name: 'Innovation',
    title: 'Build better ways to run pet care',
    text: 'Help create the things our clients use every day: Training Academy modules, business plan and forecast templates, rota and capacity calculators, and fresh approaches to group play and enrichment. Ideas from the team go straight into client work.',
    icon: 'lightbulb',
  },
  {
    name: 'Growth',
    title: 'Grow your skills and your career',
    text: 'Work alongside experienced consultants on business plans, licensing inspections and facility layouts. You agree a personal development plan with us, and we support you towards recognised qualifications in animal care, management or training.',
    icon: 'sprout',
  },
  {
    name: 'Flexible Working',
    title: 'Work where and when it works for you',
    text: 'Most of our work happens by video call, so roles are largely remote, with site visits planned well ahead. Hours can fit around school runs, other commitments or your own pet business, and part-time arrangements are welcome.',
    icon: 'clock',
  },
  {
    name: 'Impact',
    title: 'See the difference you make',
    text: 'A daycare we help open will care for 30 to 100 dogs a day. Better layouts, clear routines and well-trained teams mean safer, happier dogs, confident staff and owners who can make a living from work they love.',
    icon: 'heart',
  },
];

/** The kinds of work we hire for, so an applicant can say which fits them. */
export const careersRoleAreas: string[] = [
  'Pet business consultants with hands-on experience of running a daycare, boarding or grooming business',
  'Trainers and behaviourists who can teach staff safe group play, dog body language and handling',
  'Compliance specialists who know animal activity licensing and inspections in England, Scotland, Wales or Northern Ireland',
  'Finance and business planning specialists who can build forecasts lenders trust',
];

interface CareersStep {
  title: string;
  text: string;
}

export const careersProcess: CareersStep[] = [
  {
    title: 'Apply',
    text: 'Email us your CV and a few lines about yourself, or fill in our talent pool questionnaire. Tell us the kind of work that interests you and where in the UK you are based.',
  },
  {
    title: 'Initial Review',
    text: 'We read every application ourselves and reply within 5 working days, whether or not we have a suitable role at the moment.',
  },
  {
    title: 'Interview',
    text: 'If there is a fit, we invite you to an interview by video or in person, whichever suits you. Expect to talk through real situations from daycares and boarding businesses, not trick questions.',
  },
  {
    title: 'Welcome',
    text: 'Once you accept an offer, you have a structured induction: meet the team, shadow client work and agree your first development goals with your manager.',
  },
];

export const talentPoolEmail = {
  subject: `Joining the ${siteConfig.name} talent pool`,
  body: [
    `Hello ${siteConfig.name} team,`,
    '',
    'I would like to join your talent pool and hear about suitable roles as they come up.',
    '',
    'My name:',
    'Where I am based:',
    'The kind of work I am interested in:',
    'My experience in pet care or business:',
    'When I am available:',
    '',
    'I have attached my CV.',
    '',
    'Thank you.',
  ].join('\n'),
};

export const generalApplicationEmail = {
  subject: `General application to ${siteConfig.name}`,
  body: [
    `Hello ${siteConfig.name} team,`,
    '',
    `I would like to apply to work with ${siteConfig.name}.`,
    '',
    'My name:',
    'Where I am based:',
    'The role or area I would like to work in:',
    'What I would bring to the team:',
    'Why I would like to work with you:',
    '',
    'I have attached my CV.',
    '',
    'Kind regards,',
  ].join('\n'),
};
