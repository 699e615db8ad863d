import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { trainingCertificates, trainingUsers } from '../../db/schema/academy';
import {
  addCalendarYears,
  findCertificateForVerification,
  issueCertificate,
  listCertificatesOf,
} from './certificate-store';
import { certificateState } from '../../db/certificate-state';

const db = database(env.DB);
const now = new Date('2026-03-05T10:00:00Z');
const day = 24 * 60 * 60 * 1000;

let module: { id: number; categoryId: number | null; title: string };
let categoryName: string;

beforeAll(async () => {
  // The seeded training content (test/apply-migrations.ts) supplies a real module and its category.
  const row = await env.DB.prepare(
    'SELECT m.id, m.category_id AS categoryId, m.title, c.name AS categoryName FROM training_modules m JOIN training_categories c ON c.id = m.category_id ORDER BY m.id LIMIT 1',
  ).first<{ id: number; categoryId: number; title: string; categoryName: string }>();
  if (!row) throw new Error('no seeded module');
  module = { id: row.id, categoryId: row.categoryId, title: row.title };
  categoryName = row.categoryName;
});

let learners = 0;
async function newLearner(firstName = 'Priya', lastName = 'Shah'): Promise<number> {
  learners += 1;
  const [row] = await db
    .insert(trainingUsers)
    .values({ email: `store-${learners}@example.co.uk`, firstName, lastName })
    .returning({ id: trainingUsers.id });
  return (row as { id: number }).id;
}

const input = (learnerId: number, validYears: number | null = 2) => ({
  learnerId,
  moduleId: module.id,
  categoryId: module.categoryId,
  title: `${module.title} certificate`,
  description: 'Completed every section and passed each quiz.',
  validYears,
});

describe('certificateState', () => {
  const base = { isActive: true, revokedAt: null, withdrawnAt: null, expiryDate: null };
  const past = new Date(now.getTime() - day);
  const future = new Date(now.getTime() + day);

  it('is valid while active, not taken back and not past its expiry', () => {
    expect(certificateState(base, now)).toBe('valid');
    expect(certificateState({ ...base, expiryDate: future }, now)).toBe('valid');
  });

  it('is expired from the expiry moment on', () => {
    expect(certificateState({ ...base, expiryDate: past }, now)).toBe('expired');
    expect(certificateState({ ...base, expiryDate: now }, now)).toBe('expired');
  });

  it('puts withdrawn over revoked over expired', () => {
    expect(certificateState({ ...base, isActive: false, revokedAt: past, expiryDate: past }, now)).toBe('revoked');
    expect(
      certificateState({ ...base, isActive: false, revokedAt: past, withdrawnAt: past, expiryDate: past }, now),
    ).toBe('withdrawn');
    expect(certificateState({ ...base, withdrawnAt: past }, now)).toBe('withdrawn');
  });

  it('never calls an inactive certificate valid, even without a date saying why', () => {
    expect(certificateState({ ...base, isActive: false }, now)).toBe('revoked');
  });
});

describe('addCalendarYears', () => {
  it('adds calendar years, and 29 February falls back to 28 February', () => {
    expect(addCalendarYears(new Date('2026-03-05T10:00:00Z'), 2).toISOString()).toBe('2028-03-05T10:00:00.000Z');
    expect(addCalendarYears(new Date('2028-02-29T12:00:00Z'), 1).toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(addCalendarYears(new Date('2028-02-29T12:00:00Z'), 4).toISOString()).toBe('2032-02-29T12:00:00.000Z');
  });
});

describe('issueCertificate', () => {
  it('issues a numbered certificate with its expiry, once per module', async () => {
    const learnerId = await newLearner();
    const first = await issueCertificate(db, input(learnerId), now);
    expect(first.issued).toBe(true);
    expect(first.certificateNumber).toMatch(/^PAW-2026-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await db
      .select()
      .from(trainingCertificates)
      .where(eq(trainingCertificates.certificateNumber, first.certificateNumber));
    expect(row).toMatchObject({
      userId: learnerId,
      moduleId: module.id,
      categoryId: module.categoryId,
      certificateType: 'module',
      title: `${module.title} certificate`,
      earnedDate: now,
      expiryDate: new Date('2028-03-05T10:00:00Z'),
      isActive: true,
      revokedAt: null,
      withdrawnAt: null,
    });

    const again = await issueCertificate(db, input(learnerId), new Date(now.getTime() + 30 * day));
    expect(again).toEqual({ certificateNumber: first.certificateNumber, issued: false });
    expect(await listCertificatesOf(db, learnerId)).toHaveLength(1);
  });

  it('issues a new one when the held one expires within 60 days, or was revoked', async () => {
    const learnerId = await newLearner();
    const first = await issueCertificate(db, input(learnerId, 1), now);
    const nearExpiry = new Date(now.getTime() + 365 * day - 59 * day);
    const renewed = await issueCertificate(db, input(learnerId, 1), nearExpiry);
    expect(renewed.issued).toBe(true);
    expect(renewed.certificateNumber).not.toBe(first.certificateNumber);

    await db
      .update(trainingCertificates)
      .set({ isActive: false, revokedAt: nearExpiry })
      .where(eq(trainingCertificates.certificateNumber, renewed.certificateNumber));
    const afterRevocation = await issueCertificate(db, input(learnerId, 1), nearExpiry);
    expect(afterRevocation.issued).toBe(true);
    expect(await listCertificatesOf(db, learnerId)).toHaveLength(3);
  });

  it('keeps a certificate that does not expire for good', async () => {
    const learnerId = await newLearner();
    const first = await issueCertificate(db, input(learnerId, null), now);
    const [row] = await db
      .select()
      .from(trainingCertificates)
      .where(eq(trainingCertificates.certificateNumber, first.certificateNumber));
    expect(row?.expiryDate).toBeNull();
    const years = new Date(now.getTime() + 3650 * day);
    expect(await issueCertificate(db, input(learnerId, null), years)).toEqual({
      certificateNumber: first.certificateNumber,
      issued: false,
    });
  });

  it('tries a new number when the first is taken', async () => {
    const taken = (await issueCertificate(db, input(await newLearner()), now)).certificateNumber;
    const candidates = [taken, taken, 'PAW-2026-AAAAAAAA'];
    const result = await issueCertificate(db, input(await newLearner()), now, () => candidates.shift() as string);
    expect(result).toEqual({ certificateNumber: 'PAW-2026-AAAAAAAA', issued: true });
  });

  it('gives up after five retries that all collide', async () => {
    const taken = (await issueCertificate(db, input(await newLearner()), now)).certificateNumber;
    let calls = 0;
    const learnerId = await newLearner();
    await expect(
      issueCertificate(db, input(learnerId), now, () => {
        calls += 1;
        return taken;
      }),
    ).rejects.toThrow('certificate_number_collisions');
    expect(calls).toBe(6);
    expect(await listCertificatesOf(db, learnerId)).toHaveLength(0);
  });

  it('refuses a validity that is not a whole number of years', async () => {
    await expect(issueCertificate(db, input(await newLearner(), 0), now)).rejects.toThrow(RangeError);
  });
});

describe('findCertificateForVerification', () => {
  it('joins the holder, the module and the category', async () => {
    const learnerId = await newLearner('Ana', 'Lima');
    const { certificateNumber } = await issueCertificate(db, input(learnerId), now);
    expect(await findCertificateForVerification(db, certificateNumber)).toMatchObject({
      certificateNumber,
      userId: learnerId,
      holder: { firstName: 'Ana', lastName: 'Lima' },
      moduleTitle: module.title,
      categoryName,
      earnedDate: now,
      isActive: true,
    });
  });

  it('names nobody once withdrawn, whether or not the holder row is gone', async () => {
    const learnerId = await newLearner();
    const kept = await issueCertificate(db, input(learnerId), now);
    await db
      .update(trainingCertificates)
      .set({ isActive: false, withdrawnAt: now })
      .where(eq(trainingCertificates.certificateNumber, kept.certificateNumber));
    expect((await findCertificateForVerification(db, kept.certificateNumber))?.holder).toBeNull();

    await db
      .update(trainingCertificates)
      .set({ userId: null })
      .where(eq(trainingCertificates.certificateNumber, kept.certificateNumber));
    const erased = await findCertificateForVerification(db, kept.certificateNumber);
    expect(erased).toMatchObject({ userId: null, holder: null, moduleTitle: module.title });
  });

  it('is null for a number nobody holds', async () => {
    expect(await findCertificateForVerification(db, 'PAW-2026-00000000')).toBeNull();
  });
});

describe('listCertificatesOf', () => {
  it("lists only the learner's own, newest first", async () => {
    const learnerId = await newLearner();
    const older = await issueCertificate(db, input(learnerId, 1), now);
    const newer = await issueCertificate(db, input(learnerId, 1), new Date(now.getTime() + 330 * day));
    await issueCertificate(db, input(await newLearner()), now);
    const list = await listCertificatesOf(db, learnerId);
    expect(list.map((certificate) => certificate.certificateNumber)).toEqual([
      newer.certificateNumber,
      older.certificateNumber,
    ]);
    expect(list[0]).toMatchObject({
      title: `${module.title} certificate`,
      moduleId: module.id,
      isActive: true,
      revokedAt: null,
      withdrawnAt: null,
    });
  });
});
