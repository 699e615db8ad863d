import { siteConfig } from '../../content/site-config';
import { Document } from '../../layout/Document';
import { CSRF_FIELD } from '../../lib/csrf-field';
import { errorProps, FieldError, FieldLabel } from '../../ui/form-fields';
import { PageHero } from '../../ui/PageHero';
import { ProgressBar } from '../../ui/ProgressBar';
import type { MemberRecord } from './team-store';
import { certificateStateWords, moduleStatusWords } from '../status-words';
import { CertificateRow } from '../ui/CertificateRow';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { CardSection } from '../../ui/CardSection';
import { academyTrail } from '../ui/academy-trail';
import { expiryWords } from '../certificates/certificate-wording';

/** What the page says above everything after a change: each names what happened. */
export type TeamNotice = { kind: 'invited'; email: string } | { kind: 'removed' } | { kind: 'team-named' };

export interface TeamPageProps {
  /** The employer's business name; null until they set one. */
  teamName: string | null;
  csrfToken: string;
  pendingInvitations: number;
  members: MemberRecord[];
  /** Seats bought (or granted) and used; paidOnline: more are added in Stripe's portal, else by asking us. */
  seats: { bought: number; used: number; paidOnline: boolean; price: string };
  notice?: TeamNotice | undefined;
  /** The invite form as posted, with what was wrong with it. */
  invite?: { email: string; error: string } | undefined;
  /** The business name form as posted, with what was wrong with it. */
  naming?: { companyName: string; error: string } | undefined;
}

const days = siteConfig.academy.invitationDays;
const link = 'font-semibold text-brand-800 underline underline-offset-4';
const th = 'py-2 pr-4 align-bottom';
const td = 'py-2 pr-4 align-top';
/** The member's tables: the last column needs no gap after it. */
const memberTableHeads = {
  rowClassName: 'border-b border-stone-200',
  cellClassName: th,
  lastCellClassName: `${th} pr-0`,
};

function Notice({ notice }: { notice: TeamNotice | undefined }) {
  // Always in the page, so a screen reader is listening when a message arrives.
  return (
    <div role="status" aria-live="polite" data-team-notice={notice?.kind ?? ''}>
      {notice ? (
        <p className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-ink">
          {notice.kind === 'invited' ? (
            <>
              Invitation sent to <strong>{notice.email}</strong>. The link in it works once, within {days} days; they
              appear here when they accept. A link sent earlier to the same address no longer works.
            </>
          ) : notice.kind === 'removed' ? (
            'Removed from your team. Their account, progress and certificates stay theirs; the team’s access has ended for them.'
          ) : (
            'Your business name is saved. You can now invite your staff.'
          )}
        </p>
      ) : null}
    </div>
  );
}

function NameForm({ naming, csrfToken }: { naming: TeamPageProps['naming']; csrfToken: string }) {
  return (
    <CardSection headingId="team-name-heading" title="Your business name">
      <p className="mt-2 text-muted">
        Invitations say who they are from, and your staff's accounts show the business they work for, so add it before
        you invite anyone.
      </p>
      <form method="post" action="/training/team/company" className="mt-4 grid gap-4 sm:max-w-md" noValidate>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <div>
          <FieldLabel htmlFor="team-company-name" required>
            Business name
          </FieldLabel>
          <input
            id="team-company-name"
            name="companyName"
            required
            maxLength={120}
            autoComplete="organization"
            className="field-input"
            defaultValue={naming?.companyName ?? ''}
            {...errorProps('team-company-name-error', naming?.error)}
          />
          <FieldError id="team-company-name-error" message={naming?.error} />
        </div>
        <button type="submit" className="btn-primary justify-self-start">
          Save business name
        </button>
      </form>
    </CardSection>
  );
}

/** Seats used out of bought, and the way to add more. */
function Seats({ seats }: Pick<TeamPageProps, 'seats'>) {
  const full = seats.used >= seats.bought;
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-4 text-ink" data-seats={`${seats.used}/${seats.bought}`}>
      <p className="font-semibold">
        Seats: {seats.used} of {seats.bought} in use
      </p>
      <p className="mt-1 text-sm">
        Each team member and each invitation waiting to be accepted uses a seat; your own account does not.
        {full ? ' Every seat is in use: add seats to invite anyone else.' : ''}
      </p>
      <p className="mt-1 text-sm" data-seat-price>
        Seats cost {seats.price}.
      </p>
      <p className="mt-2">
        {seats.paidOnline ? (
          <a className={link} href="/training/subscription/manage?from=team" data-add-seats>
            Add seats
          </a>
        ) : (
          <a className={link} href="/#contact" data-add-seats>
            Ask us for more seats
          </a>
        )}
      </p>
    </div>
  );
}

function InviteForm({
  teamName,
  invite,
  pendingInvitations,
  csrfToken,
  seats,
}: Pick<TeamPageProps, 'teamName' | 'invite' | 'pendingInvitations' | 'csrfToken' | 'seats'>) {
  return (
    <CardSection headingId="invite-heading" title="Invite a member of staff">
      <Seats seats={seats} />
      <p className="mt-2 text-muted">
        We email them a link to join {teamName ?? 'your team'}. When they accept, they get an employee account for every
        employee course, and you can follow their progress here. Nobody appears on this page until they accept.
      </p>
      {teamName ? (
        <form method="post" action="/training/team/invitations" className="mt-4 grid gap-4 sm:max-w-md" noValidate>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <div>
            <FieldLabel htmlFor="team-invite-email" required>
              Their email address
            </FieldLabel>
            <input
              id="team-invite-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              placeholder="name@yourdaycare.co.uk"
              className="field-input"
              defaultValue={invite?.email ?? ''}
              {...errorProps('team-invite-email-error', invite?.error)}
            />
            {invite?.error ? (
              <p id="team-invite-email-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                {invite.error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary justify-self-start">
            Send invitation
          </button>
        </form>
      ) : (
        <p className="mt-4 font-semibold text-ink" role={invite?.error ? 'alert' : undefined}>
          {invite?.error ?? 'Add your business name above first: invitations need it.'}
        </p>
      )}
      <p className="mt-4 text-ink" data-pending-invitations={pendingInvitations}>
        {pendingInvitations === 0
          ? 'No invitations awaiting acceptance.'
          : `${pendingInvitations} ${pendingInvitations === 1 ? 'invitation' : 'invitations'} awaiting acceptance.`}
      </p>
    </CardSection>
  );
}

function MemberCard({ member }: { member: MemberRecord }) {
  const name = `${member.firstName} ${member.lastName}`;
  const headingId = `member-${member.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="card" data-member={member.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-xl font-bold text-ink">
            {name}
          </h3>
          <p className="text-sm text-muted">{member.email}</p>
        </div>
        <a
          className="btn-ghost"
          href={`/training/team/members/${member.id}/remove`}
          aria-label={`Remove ${name} from your team`}
        >
          Remove
        </a>
      </div>

      {member.modules.length === 0 ? (
        <p className="mt-4 text-muted">No module started yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-member-modules>
            <caption className="sr-only">Modules {name} has started or completed</caption>
            <ColumnHeads columns={['Module', 'Status', 'Progress', 'Quiz results']} {...memberTableHeads} />
            <tbody>
              {member.modules.map((module) => (
                <tr key={module.moduleId} className="border-b border-stone-100" data-module-id={module.moduleId}>
                  <th scope="row" className={`${td} font-semibold text-ink`}>
                    {module.title}
                  </th>
                  <td className={td}>{moduleStatusWords[module.status]}</td>
                  <td className={`${td} min-w-32`}>
                    <span>{module.percent}%</span>
                    <ProgressBar label={`${name}: ${module.title}`} percent={module.percent} className="mt-1 h-2" />
                  </td>
                  <td className={`${td} pr-0`}>
                    {module.quizCount > 0 ? (
                      <>
                        {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
                        <p>
                        {module.quizzesPassed} of {module.quizCount} {module.quizCount === 1 ? 'quiz' : 'quizzes'} passed
                      </p>
                      </>
                    ) : null}
                    {module.quizzes.length > 0 ? (
                      <ul className="mt-1 grid gap-1 text-muted">
                        {module.quizzes.map((quiz) => (
                          <li key={quiz.sectionIndex}>
                            {quiz.sectionTitle}: best {quiz.bestScore}%, {quiz.passed ? 'passed' : 'not passed yet'} (
                            {quiz.attempts} {quiz.attempts === 1 ? 'attempt' : 'attempts'})
                          </li>
                        ))}
                      </ul>
                    ) : module.quizCount > 0 ? (
                      <p className="text-muted">No attempt yet</p>
                    ) : (
                      <p className="text-muted">No quiz in this module</p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h4 className="mt-6 font-semibold text-ink">Certificates</h4>
      {member.certificates.length === 0 ? (
        <p className="mt-1 text-muted">None yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-member-certificates>
            <caption className="sr-only">Certificates held by {name}</caption>
            <ColumnHeads columns={['Number', 'Certificate', 'Expires', 'Status']} {...memberTableHeads} />
            <tbody>
              {member.certificates.map((certificate) => (
                <CertificateRow key={certificate.number} number={certificate.number}>
                  <td className={td}>
                    <a className={`font-mono ${link}`} href={`/certificates/${certificate.number}`}>
                      {certificate.number}
                    </a>
                  </td>
                  <td className={td}>{certificate.title}</td>
                  <td className={td}>{expiryWords(certificate.expiryDate)}</td>
                  <td className={`${td} pr-0`}>{certificateStateWords[certificate.state]}</td>
                </CertificateRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

/** /training/team: an employer's staff, their training record, invitations and the CSV. */
export function TeamPage(props: TeamPageProps) {
  const { teamName, members } = props;
  return (
    <Document
      meta={{
        title: 'My team | Training Academy',
        description: "Your staff's training: progress, quiz results and certificates.",
        path: '/training/team',
        noindex: true,
      }}
    >
      <PageHero
        title={teamName ? `${teamName}: your team` : 'Your team'}
        trail={academyTrail({ name: 'My training', path: '/training/me' }, { name: 'My team', path: '/training/team' })}
        actions={
          <>
            {members.length > 0 ? (
              <a className="btn-primary" href="/training/team/export.csv" download>
                Export as CSV
              </a>
            ) : null}
            <a className="btn-outline" href="/training/me">
              My training
            </a>
          </>
        }
      >
        <p>
          Invite your staff, follow each person's modules, quiz results and certificates, and export the record for
          staff files or your licence inspection.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
        <Notice notice={props.notice} />
        {teamName ? null : <NameForm naming={props.naming} csrfToken={props.csrfToken} />}
        <InviteForm
          teamName={teamName}
          invite={props.invite}
          pendingInvitations={props.pendingInvitations}
          csrfToken={props.csrfToken}
          seats={props.seats}
        />
        <CardSection headingId="members-heading" title={<>Team members ({members.length})</>} className="grid gap-6">
          {members.length === 0 ? (
            <p className="card text-muted">
              Nobody has joined yet. Staff appear here once they accept their invitation.
            </p>
          ) : (
            members.map((member) => <MemberCard key={member.id} member={member} />)
          )}
        </CardSection>
      </div>
    </Document>
  );
}

/** The confirmation step of Remove: a page with one POST button, which works with or without scripts. */
export function RemoveMemberPage({
  member,
  csrfToken,
}: {
  member: { id: number; firstName: string; lastName: string; email: string };
  csrfToken: string;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  const path = `/training/team/members/${member.id}/remove`;
  return (
    <Document
      meta={{
        title: `Remove ${name} | Training Academy`,
        description: 'Remove a member of staff from your team.',
        path,
        noindex: true,
      }}
    >
      <PageHero
        title={`Remove ${name} from your team?`}
        trail={academyTrail({ name: 'My team', path: '/training/team' }, { name: 'Remove', path })}
      >
        <p>
          {name} ({member.email}) will no longer appear on your team page or in its export, and the team’s access ends
          for them (they keep what a subscription of their own opens). They keep their account, progress, quiz results
          and certificates. You can invite them again later.
        </p>
        <form method="post" action={path} className="mt-8 flex flex-wrap justify-center gap-3">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <button type="submit" className="btn-primary">
            Remove {name}
          </button>
          <a className="btn-outline" href="/training/team">
            Keep them on the team
          </a>
        </form>
      </PageHero>
    </Document>
  );
}
