/** The back office's atomic batches are the database's (src/db/atomic-batch.ts), shared with the booking page. */
export { atomicBatch } from '../../db/atomic-batch';
