import { readBookedPackages } from '../content/booked-packages';
import type { ReadContext } from './types';

/** What reading stored rows needs besides them (every package, as each booking saw it). Rejects when D1 fails. */
export async function readContext(db: D1Database): Promise<ReadContext> {
  return { packages: await readBookedPackages(db) };
}
