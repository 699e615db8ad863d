import { SubscriptionCard, type SubscriptionCardProps } from '../subscriptions/SubscriptionCard';
import { Document } from '../../layout/Document';
import { businessDetails } from '../../render/request-settings';
import { CSRF_FIELD } from '../../lib/csrf-field';
import { ukLongDate } from '../../lib/uk-date';
import { PageHero } from '../../ui/PageHero';
import { ProgressBar } from '../../ui/ProgressBar';
import type { AccessLevel } from '../access';
import type { CertificateState } from '../../db/certificate-state';
import { LearnerNameFields } from './LearnerFields';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { CardSection } from '../../ui/CardSection';
import { academyTrail } from './academy-trail';
import { certificateStateWords } from '../status-words';
import { CertificateRow } from './CertificateRow';
import { expiryWords } from '../certificates/certificate-wording';

export type MyModule = {
  slug: string;
  title: string;
  categoryName: string;
  percent: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
};
/** A course (a training category) the learner may open: how many of its active modules they have completed. */
export type CourseProgress = {
  slug: string;
  name: string;
  completed: number;
  total: number;
  /** How many of its modules their access opens (fewer than total on the free demo). */
  open: number;
};
type MyCertificate = {
  number: string;
  title: string;
  earnedDate: Date | null;
  expiryDate: Date | null;
  state: CertificateState;
};

/** A module's title as the link to it, in the lists of modules in progress and completed. */
function ModuleLink({ module }: { module: MyModule }) {
  return (
    <a className="font-semibold text-brand-800 underline underline-offset-4" href={`/training/module/${module.slug}`}>
      {module.title}
    </a>
  );
}

interface LearnerHomeProps {
  /** "Your subscription": the paid one, granted access, or the plans to subscribe to. */
  subscriptionCard: SubscriptionCardProps;
  name: string;
  lastName: string;
  nameForm: {
    values?: Partial<Record<'firstName' | 'lastName', string>>;
    errors?: Partial<Record<'firstName' | 'lastName', string>>;
    saved?: boolean;
  };
  email: string;
  companyName: string | null;
  level: AccessLevel;
  courses: CourseProgress[];
  subscriptionExpiry: Date | null;
  inProgress: MyModule[];
  completed: MyModule[];
  certificates: MyCertificate[];
  csrfToken: string;
}

const levelWords: Record<AccessLevel, string> = {
  visitor: 'Not signed in',
  demo: 'Free demo: the first module of each employee course',
  employee: 'Employee subscription: every employee course',
  employer: 'Employer subscription: every course, and your team page',
};

const modulesWord = (count: number) => (count === 1 ? 'module' : 'modules');

/** Progress by course: "N of M modules completed" and a bar, for every course the learner may open. */
function CourseProgressSection({ courses }: { courses: CourseProgress[] }) {
  return (
    <CardSection headingId="courses-heading" title="Your courses">
      {courses.length === 0 ? (
        <p className="mt-2 text-muted">No course is open to you yet.</p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2" data-courses>
          {courses.map((course) => {
            const words = `${course.completed} of ${course.total} ${modulesWord(course.total)} completed`;
            return (
              <li key={course.slug} data-course={course.slug}>
                <a
                  className="font-semibold text-brand-800 underline underline-offset-4"
                  href={`/training/category/${course.slug}`}
                >
                  {course.name}
                </a>
                <p className="mt-1 text-sm text-ink" data-course-count>
                  {words}
                </p>
                <ProgressBar
                  label={`${course.name} progress`}
                  percent={course.total === 0 ? 0 : Math.round((course.completed / course.total) * 100)}
                  valueText={words}
                  className="mt-1 h-2"
                />
                {course.open < course.total ? (
                  <p className="mt-1 text-sm text-muted">
                    Your free demo opens {course.open} of its {course.total} {modulesWord(course.total)}.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </CardSection>
  );
}

/** Correcting one's own name: it is printed on every certificate, so a typo is theirs to fix (a plain POST to /training/me). */
function NameForm({ name, lastName, nameForm, csrfToken }: LearnerHomeProps) {
  const errors = nameForm.errors ?? {};
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form method="post" action="/training/me" className="mt-6 grid gap-4 border-t border-stone-200 pt-6" noValidate>
      <h3 id="your-name" className="font-semibold text-ink">
        Your name on certificates
      </h3>
      {nameForm.saved ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900" data-name-saved>
          Your name is saved. Your certificates and their verification pages now show it.
        </p>
      ) : null}
      {hasErrors ? (
        <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900">
          Please check the highlighted fields.
        </p>
      ) : null}
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <LearnerNameFields idPrefix="me" values={nameForm.values ?? { firstName: name, lastName }} errors={errors} />
      <button type="submit" className="btn-outline justify-self-start">
        Save my name
      </button>
    </form>
  );
}

/** /training/me: where a learner picks up, and their certificates. */
export function LearnerHomePage(props: LearnerHomeProps) {
  const { level } = props;
  return (
    <Document
      meta={{
        title: 'My training | Training Academy',
        description: 'Your modules, quiz results and certificates.',
        path: '/training/me',
        noindex: true,
      }}
    >
      <PageHero
        title={`Hello, ${props.name}`}
        trail={academyTrail({ name: 'My training', path: '/training/me' })}
        actions={
          <>
            <a className="btn-primary" href="/training">
              Browse the courses
            </a>
            {level === 'employer' ? (
              <a className="btn-outline" href="/training/team">
                My team
              </a>
            ) : null}
          </>
        }
      >
        <p data-access-level={level}>
          {levelWords[level]}
          {props.subscriptionExpiry && (level === 'employee' || level === 'employer')
            ? `, until ${ukLongDate(props.subscriptionExpiry)}`
            : ''}
          .
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
        <CourseProgressSection courses={props.courses} />
        <SubscriptionCard {...props.subscriptionCard} />

        <CardSection headingId="in-progress-heading" title="In progress">
          {props.inProgress.length === 0 ? (
            <p className="mt-2 text-muted">
              Nothing in progress. Open any module you have access to and it appears here.
            </p>
          ) : (
            <ul className="mt-4 grid gap-4" data-in-progress>
              {props.inProgress.map((module) => (
                <li key={module.slug} data-module={module.slug}>
                  <ModuleLink module={module} />
                  <span className="text-sm text-muted"> · {module.categoryName}</span>
                  <p className="mt-1 text-sm text-ink">{module.percent}% complete</p>
                  <ProgressBar label={`${module.title} progress`} percent={module.percent} className="mt-1 h-2" />
                </li>
              ))}
            </ul>
          )}
        </CardSection>

        <CardSection headingId="completed-heading" title="Completed">
          {props.completed.length === 0 ? (
            <p className="mt-2 text-muted">
              No module completed yet. Mark every section, pass the quiz and press Complete Module.
            </p>
          ) : (
            <ul className="mt-4 grid gap-2" data-completed>
              {props.completed.map((module) => (
                <li key={module.slug} data-module={module.slug}>
                  <ModuleLink module={module} />
                  <span className="text-sm text-muted">
                    {' '}
                    · {module.categoryName}
                    {module.completedAt ? ` · completed ${ukLongDate(module.completedAt)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardSection>

        <CardSection headingId="certificates-heading" title="Certificates">
          {props.certificates.length === 0 ? (
            <p className="mt-2 text-muted">
              Each module you complete earns a certificate with its own number, which anyone can check on our
              verification page.
            </p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm" data-certificates>
                <caption className="sr-only">Your certificates</caption>
                <ColumnHeads
                  columns={['Module', 'Number', 'Issued', 'Expires', 'Status', 'Copies']}
                  rowClassName="border-b border-stone-200"
                  lastCellClassName="py-2"
                />
                <tbody>
                  {props.certificates.map((certificate) => (
                    <CertificateRow key={certificate.number} number={certificate.number}>
                      <td className="py-2 pr-4 font-semibold text-ink">{certificate.title}</td>
                      <td className="py-2 pr-4">
                        <a
                          className="font-mono text-brand-800 underline underline-offset-4"
                          href={`/certificates/${certificate.number}`}
                        >
                          {certificate.number}
                        </a>
                      </td>
                      <td className="py-2 pr-4">{certificate.earnedDate ? ukLongDate(certificate.earnedDate) : ''}</td>
                      <td className="py-2 pr-4">{expiryWords(certificate.expiryDate)}</td>
                      <td className="py-2 pr-4">{certificateStateWords[certificate.state]}</td>
                      <td className="py-2">
                        {certificate.state === 'valid' || certificate.state === 'expired' ? (
                          <span className="flex flex-wrap gap-x-3">
                            <a
                              className="inline-block py-1 text-brand-800 underline underline-offset-4"
                              href={`/training/certificates/${certificate.number}.pdf`}
                              download
                            >
                              PDF
                            </a>
                            <a
                              className="inline-block py-1 text-brand-800 underline underline-offset-4"
                              href={`/training/certificates/${certificate.number}/print`}
                            >
                              Print
                            </a>
                          </span>
                        ) : null}
                      </td>
                    </CertificateRow>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardSection>

        <CardSection headingId="account-heading" title="Your account">
          <dl className="mt-3 grid gap-1 text-ink sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Name</dt>
            <dd data-learner-name>
              {props.name} {props.lastName}
            </dd>
            <dt className="font-semibold">Email</dt>
            <dd>{props.email}</dd>
            {props.companyName ? (
              <>
                <dt className="font-semibold">Business</dt>
                <dd>{props.companyName}</dd>
              </>
            ) : null}
          </dl>
          <p className="mt-4 text-sm text-muted">
            For a copy of everything we hold about you, or to have it erased, email{' '}
            <a
              className="font-semibold text-brand-800 underline underline-offset-4"
              href={`mailto:${businessDetails().email}`}
            >
              {businessDetails().email}
            </a>{' '}
            from this address. See the{' '}
            <a className="font-semibold text-brand-800 underline underline-offset-4" href="/privacy">
              privacy policy
            </a>
            .
          </p>
          <NameForm {...props} />
          <form method="post" action="/training/sign-out" className="mt-6">
            <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
            <button type="submit" className="btn-outline">
              Sign out
            </button>
          </form>
        </CardSection>
      </div>
    </Document>
  );
}
