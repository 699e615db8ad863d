/**
 * An employer's team in D1: the learners whose employerId is the employer's
 * id, and what the team page and its CSV show of each (modules started or
 * completed, quiz results, certificates). Every read is bounded by that
 * employerId in SQL, so a member of another company (whatever their company
 * name says) never reaches the page or the file.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  trainingCategories,
  trainingCertificates,
  trainingModules,
  trainingProgress,
  trainingQuizAttempts,
  trainingUsers,
} from '../../db/schema/academy';
import { readModuleDocument } from '../content/training-document';
import { type CertificateState, certificateState } from '../../db/certificate-state';
import { certificatesNewestFirst } from '../certificates/certificate-store';

interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export type ModuleStatus = 'not_started' | 'in_progress' | 'completed';

/** One quiz section of a module, as the member stands on it. */
interface MemberQuizResult {
  sectionIndex: number;
  sectionTitle: string;
  /** Their best score, per cent. */
  bestScore: number;
  passed: boolean;
  /** Every attempt they have made at it. */
  attempts: number;
}

interface MemberCertificate {
  number: string;
  title: string;
  moduleId: number | null;
  earnedDate: Date | null;
  expiryDate: Date | null;
  state: CertificateState;
}

/** A module the member has started, attempted a quiz of, or holds a certificate for. */
interface MemberModule {
  moduleId: number;
  title: string;
  status: ModuleStatus;
  percent: number;
  /** The module's quiz sections: how many, and how many of them the member has passed. */
  quizCount: number;
  quizzesPassed: number;
  /** Only the quizzes they have attempted. */
  quizzes: MemberQuizResult[];
  /** Their current certificate for it (a valid one first, else the newest); null if none. */
  certificate: MemberCertificate | null;
}

export interface MemberRecord extends TeamMember {
  modules: MemberModule[];
  /** Every certificate they hold, newest first. */
  certificates: MemberCertificate[];
}

const memberColumns = {
  id: trainingUsers.id,
  firstName: trainingUsers.firstName,
  lastName: trainingUsers.lastName,
  email: trainingUsers.email,
};

/** The team's members, by last name then first name. The employer is never their own member. */
function teamMembersQuery(db: Database, employerId: number) {
  return db
    .select(memberColumns)
    .from(trainingUsers)
    .where(and(eq(trainingUsers.employerId, employerId), ne(trainingUsers.id, employerId)))
    .orderBy(
      asc(sql`lower(${trainingUsers.lastName})`),
      asc(sql`lower(${trainingUsers.firstName})`),
      asc(trainingUsers.id),
    );
}

export async function listTeamMembers(db: Database, employerId: number): Promise<TeamMember[]> {
  return teamMembersQuery(db, employerId);
}

/** One member of this employer's team; undefined for anyone else. */
export async function findTeamMember(
  db: Database,
  employerId: number,
  memberId: number,
): Promise<TeamMember | undefined> {
  const [member] = await db
    .select(memberColumns)
    .from(trainingUsers)
    .where(
      and(eq(trainingUsers.id, memberId), eq(trainingUsers.employerId, employerId), ne(trainingUsers.id, employerId)),
    )
    .limit(1);
  return member;
}

/**
 * Takes a member off the team: no employer, no company, so no access through
 * the team (their own subscription, if any, stays, as do their progress, quiz
 * results and certificates). False when
 * the id is not a member of this employer's team.
 */
export async function removeTeamMember(db: Database, employerId: number, memberId: number): Promise<boolean> {
  const changed = await db
    .update(trainingUsers)
    .set({ employerId: null, companyName: null })
    .where(
      and(eq(trainingUsers.id, memberId), eq(trainingUsers.employerId, employerId), ne(trainingUsers.id, employerId)),
    )
    .returning({ id: trainingUsers.id });
  return changed.length > 0;
}

/** Sets the employer's business name (the team's name) if they have none yet; false when one was already set. */
export async function setTeamName(db: Database, employerId: number, companyName: string): Promise<boolean> {
  const changed = await db
    .update(trainingUsers)
    .set({ companyName })
    .where(and(eq(trainingUsers.id, employerId), sql`trim(coalesce(${trainingUsers.companyName}, '')) = ''`))
    .returning({ id: trainingUsers.id });
  return changed.length > 0;
}

function readStatus(value: string): ModuleStatus {
  return value === 'completed' || value === 'in_progress' ? value : 'not_started';
}

/** The modules a certificate or a member's row may name, in the Academy's order, with their quiz sections. */
interface ModuleInfo {
  title: string;
  order: number;
  quizSections: { index: number; title: string }[];
}

/**
 * Everything the team page and the CSV show, for every member of this
 * employer's team: five reads, each limited to the team's ids by a subquery.
 */
export async function teamRecords(db: Database, employerId: number, now: Date): Promise<MemberRecord[]> {
  const teamIds = db
    .select({ id: trainingUsers.id })
    .from(trainingUsers)
    .where(and(eq(trainingUsers.employerId, employerId), ne(trainingUsers.id, employerId)));
  const [members, progressRows, quizRows, certificateRows, moduleRows] = await db.batch([
    teamMembersQuery(db, employerId),
    db
      .select({
        userId: trainingProgress.userId,
        moduleId: trainingProgress.moduleId,
        status: trainingProgress.status,
        percent: trainingProgress.progressPercentage,
      })
      .from(trainingProgress)
      .where(inArray(trainingProgress.userId, teamIds)),
    db
      .select({
        userId: trainingQuizAttempts.userId,
        moduleId: trainingQuizAttempts.moduleId,
        sectionIndex: trainingQuizAttempts.sectionIndex,
        bestScore: sql<number>`max(${trainingQuizAttempts.score})`,
        passed: sql<number>`max(${trainingQuizAttempts.isPassing})`,
        attempts: count(),
      })
      .from(trainingQuizAttempts)
      .where(inArray(trainingQuizAttempts.userId, teamIds))
      .groupBy(trainingQuizAttempts.userId, trainingQuizAttempts.moduleId, trainingQuizAttempts.sectionIndex),
    certificatesNewestFirst(db, inArray(trainingCertificates.userId, teamIds)),
    db
      .select({ id: trainingModules.id, title: trainingModules.title, content: trainingModules.content })
      .from(trainingModules)
      .leftJoin(trainingCategories, eq(trainingCategories.id, trainingModules.categoryId))
      .orderBy(
        asc(sql`coalesce(${trainingCategories.displayOrder}, 1000000)`),
        asc(trainingModules.displayOrder),
        asc(trainingModules.id),
      ),
  ]);

  const modules = new Map<number, ModuleInfo>(
    moduleRows.map((row, order) => [
      row.id,
      {
        title: row.title,
        order,
        quizSections: readModuleDocument(row.content).sections.flatMap((section, index) =>
          section.type === 'quiz' ? [{ index, title: section.title }] : [],
        ),
      },
    ]),
  );

  return members.map((member) => {
    const certificates: MemberCertificate[] = certificateRows
      .filter((row) => row.userId === member.id)
      .map((row) => ({
        number: row.certificateNumber,
        title: row.title,
        moduleId: row.moduleId,
        earnedDate: row.earnedDate,
        expiryDate: row.expiryDate,
        state: certificateState(row, now),
      }));
    const progress = new Map(
      progressRows
        .filter((row) => row.userId === member.id && row.moduleId !== null)
        .map((row) => [row.moduleId as number, row]),
    );
    const quizzes = quizRows.filter((row) => row.userId === member.id && row.moduleId !== null);
    const touched = new Set<number>([
      ...[...progress.values()]
        .filter((row) => readStatus(row.status) !== 'not_started')
        .map((row) => row.moduleId as number),
      ...quizzes.map((row) => row.moduleId as number),
      ...certificates.flatMap((certificate) => (certificate.moduleId === null ? [] : [certificate.moduleId])),
    ]);
    const memberModules = [...touched]
      .map((moduleId): MemberModule => {
        const info = modules.get(moduleId);
        const saved = progress.get(moduleId);
        const ofModule = certificates.filter((certificate) => certificate.moduleId === moduleId);
        const results = quizzes
          .filter((row) => row.moduleId === moduleId)
          .sort((a, b) => a.sectionIndex - b.sectionIndex)
          .map((row) => ({
            sectionIndex: row.sectionIndex,
            sectionTitle:
              info?.quizSections.find((section) => section.index === row.sectionIndex)?.title ??
              `Quiz in section ${row.sectionIndex + 1}`,
            bestScore: Number(row.bestScore) || 0,
            passed: Number(row.passed) === 1,
            attempts: row.attempts,
          }));
        const quizIndexes = new Set(info?.quizSections.map((section) => section.index) ?? []);
        return {
          moduleId,
          title: info?.title ?? ofModule[0]?.title ?? 'A module no longer offered',
          status: saved ? readStatus(saved.status) : 'not_started',
          percent: saved?.percent ?? 0,
          quizCount: quizIndexes.size,
          quizzesPassed: results.filter((result) => result.passed && quizIndexes.has(result.sectionIndex)).length,
          quizzes: results,
          certificate: ofModule.find((certificate) => certificate.state === 'valid') ?? ofModule[0] ?? null,
        };
      })
      .sort(
        (a, b) =>
          (modules.get(a.moduleId)?.order ?? Number.MAX_SAFE_INTEGER) -
            (modules.get(b.moduleId)?.order ?? Number.MAX_SAFE_INTEGER) || a.moduleId - b.moduleId,
      );
    return { ...member, modules: memberModules, certificates };
  });
}
