import { ProblemSummary } from '../ui/ProblemSummary';
import { certificateState } from '../../db/certificate-state';
import { formatDateTime, isoDateTime, ukLongDate } from '../../lib/uk-date';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { CsrfField } from '../ui/CsrfField';
import { lastDayOf, MAX_COMPANY_NAME, type SubscriptionFields, subscriptionTiers } from './forms';
import type { LearnerCertificateRow, LearnerDetails, ProgressLine, TeamMate } from './learners-query';
import { expiryText } from './LearnersPage';
import { SubscriptionBadge } from './SubscriptionBadge';
import { AdminSection } from '../ui/AdminSection';
import { StatusNotice } from '../ui/StatusNotice';
import { errorAria, FieldMessage } from '../ui/field-messages';
import { SelectOptions } from '../../ui/form-fields';
import { Field } from '../ui/Field';
import { certificateStateWords, progressStatusWords } from '../../academy/status-words';
import { expiryWords } from '../../academy/certificates/certificate-wording';

export type LearnerNotice = 'saved' | 'unchanged' | 'revoked' | 'not-revocable';

export const learnerNotices: Record<LearnerNotice, string> = {
  saved: 'Saved: the learner’s access follows the new subscription from their next page.',
  unchanged: 'Nothing was changed: the form matched what was stored.',
  revoked: 'Certificate revoked: its verification page now says so.',
  'not-revocable': 'That certificate could not be revoked: it was revoked or withdrawn already. Nothing was changed.',
};

/** The subscription form as posted, with a message per field, shown again when it could not be saved. */
export interface PostedSubscription {
  values: SubscriptionFields;
  errors: Partial<Record<keyof SubscriptionFields, string>>;
}

const fieldIds: Record<keyof SubscriptionFields, string> = {
  subscriptionTier: 'subscription-tier',
  subscriptionStatus: 'subscription-status',
  subscriptionExpiry: 'subscription-expiry',
  teamSeats: 'team-seats',
  companyName: 'company-name',
};

const personName = (person: Pick<TeamMate, 'firstName' | 'lastName' | 'email'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
const dateOrDash = (date: Date | null) => (date ? ukLongDate(date) : '—');

function SubscriptionForm({
  session,
  details,
  form,
}: {
  session: AdminSession;
  details: LearnerDetails;
  form?: PostedSubscription;
}) {
  const { learner } = details;
  const values: SubscriptionFields = form?.values ?? {
    subscriptionTier: learner.subscriptionTier,
    subscriptionStatus: 'grant',
    subscriptionExpiry: learner.subscriptionExpiry ? lastDayOf(learner.subscriptionExpiry) : '',
    teamSeats: String(learner.teamSeats),
    companyName: learner.companyName ?? '',
  };
  const errors = form?.errors ?? {};
  const fields = { ids: fieldIds, values, errors };
  const select = (name: 'subscriptionTier', label: string, options: readonly { value: string; label: string }[]) => {
    const id = fieldIds[name];
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={values[name]}
          className="field-input"
          {...errorAria(id, errors[name])}
        >
          <SelectOptions options={options} />
        </select>
        <FieldMessage id={id} error={errors[name]} />
      </div>
    );
  };
  return (
    <AdminSection headingId="subscription-heading" title="Subscription" className="card mt-6">
      <p className="mt-1 text-muted">
        Granting access opens the tier until the end of its last day (UK time), in one step, and no payment through
        Stripe changes it until you end it; demo, cancelled or expired opens the first module of each employee course.
        Every change is recorded in the audit trail.
      </p>
      <p className="mt-2 text-ink" data-access-source={learner.accessSource ?? 'none'}>
        {learner.accessSource === 'granted'
          ? 'Access now: granted by you.'
          : learner.accessSource === 'paid'
            ? 'Access now: paid online through Stripe (see Payments).'
            : 'Access now: the demo, or set before payments were taken online.'}
      </p>
      <form method="post" action={`/admin/learners/${learner.id}/subscription`} className="mt-4">
        <CsrfField session={session} />
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {select('subscriptionTier', 'Tier', subscriptionTiers)}
          <Field
            form={fields}
            name="teamSeats"
            label="Seats (Employer)"
            hint="Team members and invitations waiting each use one; the employer's own account does not."
            type="text"
            maxLength={4}
          />
          <Field
            form={fields}
            name="subscriptionExpiry"
            label="Last day"
            hint="The subscription runs to the end of this day. Leave empty for no expiry."
            type="date"
          />
          <Field
            form={fields}
            name="companyName"
            label="Company name"
            hint="Shown to their team; optional."
            type="text"
            maxLength={MAX_COMPANY_NAME}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" name="subscriptionStatus" value="grant" className="btn-primary">
            Grant access until the last day
          </button>
          <button type="submit" name="subscriptionStatus" value="end" className="btn-outline">
            End access now
          </button>
        </div>
      </form>
    </AdminSection>
  );
}

function CertificateLine({
  session,
  learnerId,
  certificate,
  now,
}: {
  session: AdminSession;
  learnerId: number;
  certificate: LearnerCertificateRow;
  now: Date;
}) {
  const state = certificateState(certificate, now);
  return (
    <tr className="border-t border-stone-200 align-top" data-certificate={certificate.certificateNumber}>
      <td className="whitespace-nowrap px-4 py-3">
        <a className="text-brand-800 underline" href={`/certificates/${certificate.certificateNumber}`}>
          {certificate.certificateNumber}
        </a>
      </td>
      <td className="px-4 py-3">{certificate.title}</td>
      <td className="whitespace-nowrap px-4 py-3">{dateOrDash(certificate.earnedDate)}</td>
      <td className="whitespace-nowrap px-4 py-3">{expiryWords(certificate.expiryDate)}</td>
      <td className="px-4 py-3">
        <span className="badge">{certificateStateWords[state]}</span>
      </td>
      <td className="px-4 py-3">
        {state === 'valid' || state === 'expired' ? (
          <form method="post" action={`/admin/learners/${learnerId}/certificates/${certificate.id}/revoke`}>
            <CsrfField session={session} />
            <button type="submit" className="btn-outline px-3 py-2 text-sm">
              Revoke<span className="sr-only"> certificate {certificate.certificateNumber}</span>
            </button>
          </form>
        ) : null}
      </td>
    </tr>
  );
}

function Certificates({ session, details, now }: { session: AdminSession; details: LearnerDetails; now: Date }) {
  return (
    <AdminSection headingId="certificates-heading" title="Certificates" className="card mt-6">
      {details.certificates.length === 0 ? (
        <p className="mt-1 text-muted">None yet: a certificate is issued when a module is completed.</p>
      ) : (
        <>
          <p className="mt-1 text-muted">
            Revoking cannot be undone: the certificate’s public verification page then says it was revoked.
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ColumnHeads
                columns={[
                  'Number',
                  'Title',
                  'Earned',
                  'Expires',
                  'State',
                  <span key="action" className="sr-only">
                    Action
                  </span>,
                ]}
                cellClassName="px-4 py-2"
              />
              <tbody>
                {details.certificates.map((certificate) => (
                  <CertificateLine
                    key={certificate.id}
                    session={session}
                    learnerId={details.learner.id}
                    certificate={certificate}
                    now={now}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminSection>
  );
}

function Team({ details }: { details: LearnerDetails }) {
  const { learner, employer, members } = details;
  if (!employer && members.length === 0 && learner.subscriptionTier !== 'employer') return null;
  return (
    <AdminSection headingId="team-heading" title="Team" className="card mt-6">
      {employer ? (
        <p className="mt-1">
          On the team of{' '}
          <a className="text-brand-800 underline" href={`/admin/learners/${employer.id}`}>
            {personName(employer)}
          </a>
          .
        </p>
      ) : null}
      {learner.subscriptionTier === 'employer' || members.length > 0 ? (
        members.length === 0 ? (
          <p className="mt-1 text-muted">Nobody has joined their team yet.</p>
        ) : (
          <>
            <h3 className="mt-3 font-semibold">
              {members.length} {members.length === 1 ? 'member' : 'members'}
            </h3>
            <ul className="mt-1 list-disc pl-5">
              {members.map((member) => (
                <li key={member.id} className="break-anywhere">
                  <a className="text-brand-800 underline" href={`/admin/learners/${member.id}`}>
                    {personName(member)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </AdminSection>
  );
}

function ProgressRow({ line }: { line: ProgressLine }) {
  return (
    <tr className="border-t border-stone-200 align-top">
      <td className="px-4 py-2">{line.moduleTitle ?? 'A module no longer offered'}</td>
      <td className="px-4 py-2">{progressStatusWords(line.status)}</td>
      <td className="px-4 py-2 text-right">{line.progressPercentage}%</td>
      <td className="whitespace-nowrap px-4 py-2">
        {line.lastAccessed ? (
          <time dateTime={isoDateTime(line.lastAccessed)}>{formatDateTime(line.lastAccessed)}</time>
        ) : (
          '—'
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-2">{dateOrDash(line.completedAt)}</td>
    </tr>
  );
}

function Progress({ details }: { details: LearnerDetails }) {
  const completed = details.progress.filter((line) => line.status === 'completed').length;
  return (
    <AdminSection headingId="progress-heading" title="Progress" className="card mt-6">
      {details.progress.length === 0 ? (
        <p className="mt-1 text-muted">No module started yet.</p>
      ) : (
        <>
          {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
          <p className="mt-1 text-muted">
            {details.progress.length} {details.progress.length === 1 ? 'module' : 'modules'} started, {completed} completed.
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <ColumnHeads
                columns={['Module', 'Status', 'Done', 'Last opened', 'Completed']}
                cellClassName="px-4 py-2"
              />
              <tbody>
                {details.progress.map((line, index) => (
                  <ProgressRow key={line.moduleId ?? `gone-${index}`} line={line} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminSection>
  );
}

interface LearnerPageProps {
  session: AdminSession;
  details: LearnerDetails;
  now: Date;
  notice?: LearnerNotice;
  form?: PostedSubscription;
}

/** /admin/learners/{id}: one learner's account, subscription, certificates, team and progress. */
export function LearnerPage({ session, details, now, notice, form }: LearnerPageProps) {
  const { learner } = details;
  const name = personName(learner);
  const problems = form
    ? (Object.keys(fieldIds) as (keyof SubscriptionFields)[]).flatMap((field) => {
        const message = form.errors[field];
        return message ? [{ id: fieldIds[field], message }] : [];
      })
    : [];
  return (
    <AdminDocument title={name} session={session} place={{ section: 'learners', within: true }}>
      <p>
        <a className="text-brand-800 underline" href="/admin/learners">
          All learners
        </a>
      </p>
      <h1 className="section-title break-anywhere mt-2">{name}</h1>
      <dl className="mt-4 grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd className="break-anywhere">{learner.email}</dd>
        <dt className="font-semibold">Subscription</dt>
        <dd>
          <SubscriptionBadge learner={learner} now={now} />{' '}
          <span className="text-muted">{expiryText(learner.subscriptionExpiry)}</span>
        </dd>
        <dt className="font-semibold">Company</dt>
        <dd className="break-anywhere">{learner.companyName ?? '—'}</dd>
        <dt className="font-semibold">Registered</dt>
        <dd>
          <time dateTime={isoDateTime(learner.createdAt)}>{formatDateTime(learner.createdAt)}</time>
        </dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>
          {learner.lastLoginAt ? (
            <time dateTime={isoDateTime(learner.lastLoginAt)}>{formatDateTime(learner.lastLoginAt)}</time>
          ) : (
            'Never'
          )}
        </dd>
        <dt className="font-semibold">Terms accepted</dt>
        <dd>
          {learner.consentGivenAt
            ? `${formatDateTime(learner.consentGivenAt)}${learner.consentPolicyVersion ? ` (privacy policy ${learner.consentPolicyVersion})` : ''}`
            : 'Not recorded'}
        </dd>
      </dl>
      <StatusNotice notice={notice} messages={learnerNotices} />
      <ProblemSummary problems={problems} />
      <SubscriptionForm session={session} details={details} form={form} />
      <Certificates session={session} details={details} now={now} />
      <Team details={details} />
      <Progress details={details} />
    </AdminDocument>
  );
}
