/**
 * Teams for employers: /training/team (the employer's page, its forms and the
 * CSV; mounted behind requireLearner and requireLearnerCsrf, and open to the
 * employer level only) and /training/join (the invitation's public page and
 * the POST that accepts it).
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { signInCeilingAllowed } from '../../auth/sign-in-rate-limit';
import { normaliseEmail } from '../../auth/users';
import { academyAccessContact } from '../content/academy';
import { businessDetails } from '../../render/request-settings';
import { siteConfig } from '../../content/site-config';
import { academyPricesOf, planPriceWords } from '../../content/kinds/academy-prices';
import { siteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { emailAddress, requiredLine } from '../../lib/fields';
import { postedText } from '../../lib/posted-text';
import { refusedSignInPost } from '../../middleware/sign-in-post';
import { privatePage } from '../ui/private-page';
import { accessLevel, mayManageTeam } from '../access';
import { writeLearnerCookie } from '../../auth/learner-session-cookie';
import type { LearnerEnv, MaybeLearnerEnv } from '../../auth/learner-env';
import { findLearnerByEmail } from '../learners';
import { readLearnerName } from '../learner-name';
import { queueAfterAnswer } from '../../notify/queue-after-answer';
import { academyForbidden, academyTooMany, renderAcademyMessage } from '../ui/AcademyMessage';
import {
  acceptInvitation,
  createInvitation,
  findInvitation,
  type InvitationState,
  type InvitationView,
  invitedAddress,
  pendingInvitationCount,
  teamSeats,
} from './invitations';
import { type JoinErrors, type JoinField, JoinPage, type JoinPageProps } from './JoinPage';
import { teamCsv, teamCsvFilename } from './team-csv';
import { findTeamMember, listTeamMembers, removeTeamMember, setTeamName, teamRecords } from './team-store';
import { RemoveMemberPage, type TeamNotice, TeamPage, type TeamPageProps } from './TeamPage';

const MAX_FORM_BYTES = 4 * 1024;
const days = siteConfig.academy.invitationDays;

// ---------------------------------------------------------------------------------------------
// /training/team

export const teamRoutes = new Hono<LearnerEnv>();

/** The team page comes with an Employer subscription: anyone below it is told so, and how to ask. */
const requireEmployer: MiddlewareHandler<LearnerEnv> = async (c, next) => {
  if (mayManageTeam(accessLevel(c.var.learner, new Date()))) return next();
  const access = academyAccessContact(businessDetails().email);
  return renderAcademyMessage(403, {
    title: 'The team page comes with an Employer subscription',
    message: `With an Employer subscription you can invite your staff and follow their progress, quiz results and certificates here. ${access.explanation}`,
    link: { href: access.href, text: 'Email us about an Employer subscription' },
  });
};

teamRoutes.use('*', requireEmployer);

function teamName(companyName: string | null): string | null {
  const name = companyName?.trim() ?? '';
  return name ? name : null;
}

/** The team page with whatever this request adds (a notice, a form sent back with its error). */
async function renderTeamPage(
  c: Context<LearnerEnv>,
  extra: Pick<TeamPageProps, 'notice' | 'invite' | 'naming'> = {},
  status: 200 | 400 | 409 = 200,
) {
  const db = database(c.env.DB);
  const { learner, learnerSession } = c.var;
  const now = new Date();
  const [members, pendingInvitations, seats, content] = await Promise.all([
    teamRecords(db, learner.id, now),
    pendingInvitationCount(db, learner.id, now.getTime()),
    teamSeats(db, learner.id, now.getTime()),
    siteContent(c.env.DB),
  ]);
  const prices = academyPricesOf(content);
  return privatePage(
    <TeamPage
      teamName={teamName(learner.companyName)}
      csrfToken={learnerSession.csrfToken}
      pendingInvitations={pendingInvitations}
      members={members}
      seats={{
        ...seats,
        paidOnline: Boolean(learner.stripeCustomerId) && learner.accessSource === 'paid',
        price: `${planPriceWords(prices, 'employer', 'month')} or ${planPriceWords(prices, 'employer', 'year')} each, including VAT`,
      }}
      {...extra}
    />,
    status,
  );
}

teamRoutes.get('/', async (c) => {
  const db = database(c.env.DB);
  const invited = c.req.query('invited');
  const noticeWord = c.req.query('notice');
  let notice: TeamNotice | undefined;
  if (invited && /^[0-9a-f-]{36}$/i.test(invited)) {
    // Only the employer's own invitation: the address is theirs to see, and the URL carries no address.
    const email = await invitedAddress(db, c.var.learner.id, invited);
    if (email) notice = { kind: 'invited', email };
  } else if (noticeWord === 'removed') notice = { kind: 'removed' };
  else if (noticeWord === 'team-named') notice = { kind: 'team-named' };
  return renderTeamPage(c, { notice });
});

teamRoutes.post('/company', async (c) => {
  const submitted = (await postedText(c, 'companyName')).slice(0, 300);
  const parsed = requiredLine('Business name', 120).safeParse(submitted);
  if (!parsed.success)
    return renderTeamPage(
      c,
      {
        naming: { companyName: submitted, error: parsed.error.issues[0]?.message ?? 'Please give your business name' },
      },
      400,
    );
  // Set once: members carry the name they joined under, so changing it afterwards is the owner's job.
  await setTeamName(database(c.env.DB), c.var.learner.id, parsed.data);
  return c.redirect('/training/team?notice=team-named', 303);
});

teamRoutes.post('/invitations', async (c) => {
  const { learner } = c.var;
  const limiter = c.env.FORM_RATE_LIMITER;
  if (limiter && !(await limiter.limit({ key: `team-invite:${learner.id}` })).success) {
    return academyTooMany({
      title: 'Too many invitations at once',
      message: 'Please wait a minute, then send the rest. Every invitation already sent still works.',
      link: { href: '/training/team', text: 'Back to my team' },
    });
  }
  const submitted = (await postedText(c, 'email')).slice(0, 300);
  const refuse = (error: string, status: 400 | 409 = 400) =>
    renderTeamPage(c, { invite: { email: submitted, error } }, status);
  const name = teamName(learner.companyName);
  if (!name) return refuse('Add your business name first: invitations say who they are from.');
  const parsed = emailAddress.safeParse(submitted);
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
  const email = normaliseEmail(parsed.data);
  if (email === normaliseEmail(learner.email))
    return refuse('That is your own address: you run this team, so you cannot join it.');
  const db = database(c.env.DB);
  const members = await listTeamMembers(db, learner.id);
  if (members.some((member) => normaliseEmail(member.email) === email))
    return refuse(`${email} is already on your team.`, 409);
  const invitation = await createInvitation(db, learner.id, email);
  if (!invitation) {
    const seats = await teamSeats(db, learner.id);
    return refuse(
      `All ${seats.bought} of your seats are in use (team members and invitations waiting), so this invitation was not sent. Add seats to invite ${email}.`,
      409,
    );
  }
  // Its link is minted when the email is sent (notify/emails/team-invitation.ts), so one held over the address's limit still works when the owner sends it.
  await queueAfterAnswer(c, 'learner_email', async () => ({
    itemKind: ITEM_KIND.teamInvitation,
    itemId: invitation.id,
    message: `invite:${crypto.randomUUID()}`,
  }));
  return c.redirect(`/training/team?invited=${invitation.id}`, 303);
});

async function memberNotFound(): Promise<Response> {
  return renderAcademyMessage(404, {
    title: 'Not on your team',
    message: 'There is nobody with this link on your team. They may have been removed already.',
    link: { href: '/training/team', text: 'Back to my team' },
  });
}

function memberId(c: Context<LearnerEnv>): number | null {
  const id = c.req.param('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
}

teamRoutes.get('/members/:id/remove', async (c) => {
  const id = memberId(c);
  const member = id === null ? undefined : await findTeamMember(database(c.env.DB), c.var.learner.id, id);
  if (!member) return memberNotFound();
  return privatePage(<RemoveMemberPage member={member} csrfToken={c.var.learnerSession.csrfToken} />);
});

teamRoutes.post('/members/:id/remove', async (c) => {
  const id = memberId(c);
  const removed = id !== null && (await removeTeamMember(database(c.env.DB), c.var.learner.id, id));
  if (!removed) return memberNotFound();
  return c.redirect('/training/team?notice=removed', 303);
});

teamRoutes.get('/export.csv', async (c) => {
  const now = new Date();
  const members = await teamRecords(database(c.env.DB), c.var.learner.id, now);
  return c.body(teamCsv(members), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${teamCsvFilename(now)}"`,
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  });
});

// ---------------------------------------------------------------------------------------------
// /training/join

export const joinRoutes = new Hono<MaybeLearnerEnv>();

const invitationProblems: Record<Exclude<InvitationState, 'valid'>, { title: string; message: string }> = {
  unknown: {
    title: 'Invitation link not recognised',
    message:
      'This invitation link is not valid. Check that the whole link was copied from the email, or ask your employer to send you a new invitation.',
  },
  used: {
    title: 'Invitation already accepted',
    message:
      'This invitation has already been used: each works once. If you accepted it, sign in with your email address to carry on with your training.',
  },
  expired: {
    title: 'Invitation expired',
    message: `Invitations work for ${days} days and this one has run out. Ask your employer to send you a new one from their team page.`,
  },
  closed: {
    title: 'This team is not open at the moment',
    message:
      "Your employer's Training Academy subscription is not active just now, so the invitation cannot be accepted. Ask them to get in touch with us, then send you a new invitation.",
  },
};

function invitationProblem(state: Exclude<InvitationState, 'valid'>): Promise<Response> {
  const { title, message } = invitationProblems[state];
  return renderAcademyMessage(400, { title, message, link: { href: '/training/sign-in', text: 'Go to sign-in' } });
}

/** The address this browser is signed in with, as invitations keep addresses. */
const signedInAddress = (c: Context<MaybeLearnerEnv>) =>
  c.var.learner ? normaliseEmail(c.var.learner.email) : undefined;

/** The invitation's page; a post adds what was typed and what is wrong, or that the address signs in first. */
const joinPage = (
  c: Context<MaybeLearnerEnv>,
  token: string,
  invitation: InvitationView,
  extra: Partial<JoinPageProps> = {},
  status: 200 | 400 | 409 = 200,
) =>
  privatePage(
    <JoinPage
      token={token}
      teamName={invitation.teamName}
      inviterName={invitation.inviterName}
      email={invitation.email}
      signedInAs={signedInAddress(c)}
      {...extra}
    />,
    status,
  );

joinRoutes.get('/join', async (c) => {
  const token = c.req.query('token') ?? '';
  const invitation = token ? await findInvitation(database(c.env.DB), token) : null;
  if (invitation?.state !== 'valid') {
    const response = await invitationProblem(invitation?.state ?? 'unknown');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  return joinPage(c, token, invitation);
});

joinRoutes.post('/join', async (c) => {
  const refused = await refusedSignInPost(c, 'learner-confirm', MAX_FORM_BYTES, {
    crossSite: () => academyForbidden('This request came from another site, so it was refused.'),
    tooLarge: () =>
      renderAcademyMessage(413, {
        title: 'Request too large',
        message: 'The form sends only a few short fields.',
      }),
    tooMany: () =>
      academyTooMany({
        title: 'Too many attempts',
        message: 'Please wait a minute, then press Accept again. Your invitation still works.',
      }),
  });
  if (refused) return refused;
  const token = await postedText(c, 'token');
  const db = database(c.env.DB);
  const invitation = token ? await findInvitation(db, token) : null;
  if (invitation?.state !== 'valid') {
    // Presses of links that cannot work count towards everyone's ceiling, as sign-in's do.
    if (token && !(await signInCeilingAllowed(c.env.SIGN_IN_CEILING, 'learner-confirm'))) {
      return renderAcademyMessage(429, {
        title: 'Too many attempts',
        message: 'Please wait a minute, then try again.',
      });
    }
    return invitationProblem(invitation?.state ?? 'unknown');
  }
  const page = (extra: Partial<JoinPageProps>, status: 400 | 409) => joinPage(c, token, invitation, extra, status);

  // Whoever is signed in here stays signed in as themselves: an invitation is accepted by its own address only.
  const signedIn = c.var.learner;
  if (signedIn && signedInAddress(c) !== invitation.email) return page({}, 409);
  const existing = signedIn ?? (await findLearnerByEmail(db, invitation.email));
  if (existing?.subscriptionTier === 'employer') {
    return renderAcademyMessage(409, {
      title: 'An employer account cannot join a team',
      message: `${invitation.email} has an Employer subscription, which runs a team of its own, so it cannot join ${invitation.teamName}. If you need both, ask ${invitation.teamName} to invite another address of yours.`,
      link: { href: '/training/me', text: 'Go to my training' },
    });
  }
  if (signedIn) {
    if (!(await acceptInvitation(db, token, { by: 'account', learnerId: signedIn.id })))
      return invitationProblem('used');
    return c.redirect('/training/me', 303);
  }
  // An account that exists needs its own session, started by its own sign-in link: a forwarded invitation must not hand it over.
  if (existing) return page({ signInFirst: true }, 409);

  const values: Partial<Record<JoinField, string>> = {};
  for (const field of ['firstName', 'lastName', 'terms'] as const)
    values[field] = (await postedText(c, field)).slice(0, 300);
  const read = readLearnerName(values);
  const errors: JoinErrors = 'errors' in read ? { ...read.errors } : {};
  if (values.terms !== 'on') errors.terms = 'Please accept the terms to join';
  if (!('name' in read) || Object.values(errors).some(Boolean)) return page({ values, errors }, 400);
  const names = read.name;

  const accepted = await acceptInvitation(db, token, { by: 'newcomer', names });
  if (!accepted?.sessionToken) {
    // Claimed meanwhile (a second press), or the address got an account meanwhile: then it signs in first, as above.
    const after = await findInvitation(db, token);
    return after.state === 'valid' ? page({ signInFirst: true }, 409) : invitationProblem(after.state);
  }
  writeLearnerCookie(c, accepted.sessionToken);
  return c.redirect('/training/me', 303);
});
