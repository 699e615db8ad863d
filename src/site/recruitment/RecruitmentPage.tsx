/**
 * /recruitment (spec 02 §2, §9): the talent-pool questionnaire with what a
 * candidate needs to know around it. A plain form post comes back here with
 * ?application=submitted (the confirmation); one that needs attention is answered
 * with this page again, every answer kept and a message beside each field.
 */
import { applicationReviewWorkingDays, talentPoolConsentWording } from '../../content/recruitment';
import type { FormState } from '../../lib/form-state';
import { siteConfig } from '../../content/site-config';
import { ApplicationConfirmation } from './ApplicationConfirmation';
import RecruitmentForm from './RecruitmentForm.island';
import { Island } from '../../islands/Island';
import { businessDetails } from '../../render/request-settings';
import { FormNotice } from '../../ui/form-fields';
import { Document } from '../../layout/Document';
import { PageHero } from '../../ui/PageHero';
import { CardSection } from '../../ui/CardSection';
import { DotList } from '../../ui/DotList';

const steps = [
  {
    title: 'Tell us about you',
    text: 'The questionnaire takes about ten minutes. Only your name, your email and the roles you would consider are required; the more you add, the better we can match you.',
  },
  {
    title: 'We review it',
    text: `A member of our team reads every application within ${applicationReviewWorkingDays} working days and may call you for a short chat.`,
  },
  {
    title: 'We match you',
    text: 'When a daycare, kennel or grooming business we work with is hiring, we suggest people who fit. We ask before we share your details with anyone.',
  },
  {
    title: 'Interview and start',
    text: 'The employer interviews you directly, by video or in person. There is never a fee for candidates.',
  },
];

const employerWishes = [
  'Calm, confident handling and an eye for dog body language, especially in group play.',
  'A canine first aid certificate. Many employers pay for the course, but arriving with one stands out.',
  'For care and kennel roles, an animal care qualification such as a Level 2 or Level 3 diploma helps; for grooming, a recognised grooming qualification.',
  'Reliability for early starts: many daycares open around 7am so owners can drop off before work.',
  'Dog walkers and pet sitters who hold clients\u2019 keys are often asked for a basic DBS check.',
  'Licensed daycares and kennels must keep staff training records, so list every course you have done, however short.',
];

export function RecruitmentPage({ submitted = false, form }: { submitted?: boolean; form?: FormState }) {
  const { email } = businessDetails();
  return (
    <Document
      meta={{
        title: 'Pet Care Jobs: Join Our Talent Pool',
        description: `Looking for work in UK pet care? Register with the Pawsperity talent pool for daycare, kennel, grooming, veterinary nursing and management roles. Applications are reviewed within ${applicationReviewWorkingDays} working days.`,
        path: '/recruitment',
      }}
    >
      <PageHero eyebrow="Recruitment" title="Join Our Pet Care Talent Pool">
        <p>
          We help dog daycares, boarding kennels and grooming salons across the UK open and grow, and they often ask us
          who they should hire. Tell us about yourself once, from your first job with animals to your next management
          role, and we'll put you forward when a role fits.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section id="application" className="scroll-mt-24">
          {submitted && !form ? (
            <ApplicationConfirmation />
          ) : (
            <>
              {form?.notice === 'failed' ? (
                <FormNotice
                  notice="failed"
                  invalid=""
                  failed={`Submission Failed: we could not save your application just now. Your answers are still below: please send the form again in a moment, or email them to ${email}.`}
                />
              ) : null}
              <Island
                name="recruitment-form"
                component={RecruitmentForm}
                props={{
                  form: form ?? null,
                  retentionDays: siteConfig.retentionDays.recruitmentApplications,
                  consentWording: talentPoolConsentWording(email),
                }}
                hydrate="interaction"
              />
            </>
          )}
        </section>

        <aside aria-label="About the talent pool" className="grid content-start gap-6">
          <CardSection
            headingId="recruitment-steps"
            title="How it works"
            headingClassName="font-display text-xl font-bold text-ink"
          >
            <ol className="mt-4 grid gap-4">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{step.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </CardSection>
          <CardSection
            headingId="recruitment-wishes"
            title="What pet-care employers look for"
            headingClassName="font-display text-xl font-bold text-ink"
          >
            <DotList
              items={employerWishes}
              className="mt-4 grid gap-3 text-sm leading-relaxed text-ink"
              dot="bg-accent-500"
            />
          </CardSection>
          <p className="text-sm text-muted">
            Questions about working with us? Email{' '}
            <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline underline-offset-4">
              {email}
            </a>{' '}
            or see{' '}
            <a href="/careers" className="font-semibold text-brand-800 underline underline-offset-4">
              jobs at {siteConfig.name}
            </a>
            .
          </p>
        </aside>
      </div>
    </Document>
  );
}
