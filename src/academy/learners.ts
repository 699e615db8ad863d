import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trainingUsers } from '../db/schema/academy';
import { learnerColumns } from '../auth/learner-sessions';
import type { Learner } from '../auth/learner-env';

/** The learner with this address (already normalised: trimmed, lower case), if any. */
export async function findLearnerByEmail(db: Database, email: string): Promise<Learner | undefined> {
  const [learner] = await db.select(learnerColumns).from(trainingUsers).where(eq(trainingUsers.email, email)).limit(1);
  return learner;
}
