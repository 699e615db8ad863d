/**
 * The invitation's link, minted when its email is composed (the outbox's
 * team-invitation row), so an invitation held over the recipient's email
 * limit and sent later by the owner still gets a working link, and no token
 * is ever stored but as its hash. Until then the row holds the hash of a
 * random value nobody knows (createInvitation).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { trainingTeamInvitations, trainingUsers } from '../db/schema/academy';
import { newLink } from './one-time-links';

/** How long an invitation's link works. */
export const INVITATION_MS = siteConfig.academy.invitationDays * 24 * 60 * 60 * 1000;

interface MintedInvitation {
  token: string;
  email: string;
  teamName: string;
  inviterName: string;
}

/** A new token (and a full life from now) for an invitation still waiting; null once accepted or gone, or if the team has no name. */
export async function mintInvitationLink(
  db: Database,
  invitationId: string,
  now = Date.now(),
): Promise<MintedInvitation | null> {
  const { token, row } = await newLink(INVITATION_MS, now);
  const invitations = trainingTeamInvitations;
  const [updated] = await db
    .update(invitations)
    .set(row)
    .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt)))
    .returning({ email: invitations.email, employerId: invitations.employerId });
  if (!updated) return null;
  const [employer] = await db
    .select({
      firstName: trainingUsers.firstName,
      lastName: trainingUsers.lastName,
      companyName: trainingUsers.companyName,
    })
    .from(trainingUsers)
    .where(eq(trainingUsers.id, updated.employerId))
    .limit(1);
  const teamName = employer?.companyName?.trim() ?? '';
  if (!employer || !teamName) return null;
  return { token, email: updated.email, teamName, inviterName: `${employer.firstName} ${employer.lastName}`.trim() };
}
