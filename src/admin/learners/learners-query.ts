/**
 * What the back office reads about Training Academy learners: the list
 * (newest first, searched by name or address, a page at a time) and one
 * learner with their certificates, team and progress.
 */
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { trainingCertificates, trainingModules, trainingProgress, trainingUsers } from '../../db/schema/academy';
import { listCertificatesOf } from '../../academy/certificates/certificate-store';

export interface LearnerFilters {
  /** Matched against name and email address. */
  search: string;
  page: number;
}

const MAX_SEARCH = 100;

/** Reads the list's query string; anything unknown is ignored. */
export function parseLearnerFilters(query: Record<string, string | undefined>): LearnerFilters {
  const page = Number.parseInt(query.page ?? '1', 10);
  return {
    search: (query.q ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function learnerQueryString(filters: Partial<LearnerFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface LearnerListRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionExpiry: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  certificates: number;
}

export interface LearnerListPage {
  rows: LearnerListRow[];
  total: number;
  page: number;
  pageCount: number;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  // instr, not LIKE (D1 refuses a long LIKE pattern, and % and _ are plain characters here); lower() folds A-Z only, so the search is folded the same way.
  const folded = search.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const name = sql`lower(${trainingUsers.firstName} || ' ' || ${trainingUsers.lastName})`;
  return sql`(instr(${name}, ${folded}) > 0 or instr(lower(${trainingUsers.email}), ${folded}) > 0)`;
}

/** One page of learners, newest first, and how many match in all. */
export async function learnersPage(db: Database, filters: LearnerFilters): Promise<LearnerListPage> {
  const size = siteConfig.admin.inboxPageSize;
  const where = searchCondition(filters.search);
  // The outer row's id written out in full: in a select list Drizzle names a column without its table, which here would be the certificate's own id.
  const certificates = sql<number>`(select count(*) from ${trainingCertificates} where ${trainingCertificates.userId} = ${trainingUsers}.${sql.identifier('id')})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trainingUsers.id,
        firstName: trainingUsers.firstName,
        lastName: trainingUsers.lastName,
        email: trainingUsers.email,
        companyName: trainingUsers.companyName,
        subscriptionTier: trainingUsers.subscriptionTier,
        subscriptionStatus: trainingUsers.subscriptionStatus,
        subscriptionExpiry: trainingUsers.subscriptionExpiry,
        lastLoginAt: trainingUsers.lastLoginAt,
        createdAt: trainingUsers.createdAt,
        certificates,
      })
      .from(trainingUsers)
      .where(where)
      .orderBy(desc(trainingUsers.createdAt), desc(trainingUsers.id))
      .limit(size)
      .offset((filters.page - 1) * size),
    db.select({ total: count() }).from(trainingUsers).where(where),
  ]);
  const matching = total?.total ?? 0;
  return { rows, total: matching, page: filters.page, pageCount: Math.max(1, Math.ceil(matching / size)) };
}

export type LearnerRecord = typeof trainingUsers.$inferSelect;

export interface LearnerCertificateRow {
  id: number;
  certificateNumber: string;
  title: string;
  earnedDate: Date | null;
  expiryDate: Date | null;
  isActive: boolean;
  revokedAt: Date | null;
  withdrawnAt: Date | null;
}

export interface TeamMate {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ProgressLine {
  moduleId: number | null;
  moduleTitle: string | null;
  moduleSlug: string | null;
  status: string;
  progressPercentage: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
}

export interface LearnerDetails {
  learner: LearnerRecord;
  certificates: LearnerCertificateRow[];
  /** Whose team they joined, if anyone's. */
  employer: TeamMate | null;
  /** Who joined their team. */
  members: TeamMate[];
  progress: ProgressLine[];
}

const teamMateColumns = {
  id: trainingUsers.id,
  firstName: trainingUsers.firstName,
  lastName: trainingUsers.lastName,
  email: trainingUsers.email,
};

export async function findLearner(db: Database, id: number): Promise<LearnerRecord | null> {
  const [learner] = await db.select().from(trainingUsers).where(eq(trainingUsers.id, id)).limit(1);
  return learner ?? null;
}

/** The learner with everything their page shows; null when there is no such learner. */
export async function learnerDetails(db: Database, id: number): Promise<LearnerDetails | null> {
  const learner = await findLearner(db, id);
  if (!learner) return null;
  const [certificates, employer, members, progress] = await Promise.all([
    listCertificatesOf(db, id),
    learner.employerId === null
      ? Promise.resolve([])
      : db.select(teamMateColumns).from(trainingUsers).where(eq(trainingUsers.id, learner.employerId)).limit(1),
    db
      .select(teamMateColumns)
      .from(trainingUsers)
      .where(eq(trainingUsers.employerId, id))
      .orderBy(asc(trainingUsers.lastName), asc(trainingUsers.firstName), asc(trainingUsers.id)),
    db
      .select({
        moduleId: trainingProgress.moduleId,
        moduleTitle: trainingModules.title,
        moduleSlug: trainingModules.slug,
        status: trainingProgress.status,
        progressPercentage: trainingProgress.progressPercentage,
        lastAccessed: trainingProgress.lastAccessed,
        completedAt: trainingProgress.completedAt,
      })
      .from(trainingProgress)
      .leftJoin(trainingModules, eq(trainingModules.id, trainingProgress.moduleId))
      .where(eq(trainingProgress.userId, id))
      .orderBy(desc(trainingProgress.lastAccessed), asc(trainingProgress.id)),
  ]);
  return { learner, certificates, employer: employer[0] ?? null, members, progress };
}
