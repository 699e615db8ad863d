/**
 * The Worker's cron triggers and the job each one runs. The cron strings are
 * the ones in wrangler.toml's [triggers]; scheduled() is told which fired by
 * controller.cron, so each string must appear in both places.
 */
import { database } from '../db/client';
import type { Bindings } from '../env';
import { queueOwnerAgenda } from '../notify/agenda';
import { sendDigest } from '../notify/send-digest';
import { enqueueNotifications } from '../notify/enqueue';
import { queueDueReminders } from '../notify/reminders';
import { queueRenewalReminders } from './certificate-renewals';
import { sweepOutbox } from '../notify/sweep';
import { runRetention } from './retention';
import { publishScheduled } from './publish-scheduled';
import { runRetreatJobs } from './retreats';

export const schedules = {
  /** Daily at 03:15 UTC: delete what is past its retention period. */
  retention: '15 3 * * *',
  /**
   * Every 5 minutes: publish the posts whose scheduled time has come, write and queue the visitors' reminders now
   * due, settle the retreats (lapsed holds and offers, places offered on, reminders, new events announced), release
   * stale claims and re-queue notifications left pending.
   */
  outboxSweep: '*/5 * * * *',
  /**
   * Daily at 07:00 UTC (7 or 8 in the morning in the UK): the owner's agenda of the day, learners' certificate renewal
   * reminders, and the digest of waiting-list sign-ups and downloads.
   */
  dailyDigest: '0 7 * * *',
} as const;

/** A job's failure is logged under its own name and never stops the jobs after it on the same cron. */
async function orLog(failure: string, job: () => Promise<void>): Promise<void> {
  try {
    await job();
  } catch (error) {
    console.error(`${failure} ${error instanceof Error ? error.name : 'unknown'}`);
  }
}

/** Before the sweep, on its cron: a reminder that cannot be queued now is then re-queued by a later sweep. */
const remind = (env: Bindings, now: Date) =>
  orLog('reminders_failed', async () => {
    const written = await queueDueReminders(database(env.DB), env, now);
    if (written) console.log(`reminders_written count=${written}`);
  });

const publish = (env: Bindings, now: Date) =>
  orLog('publishing_failed', async () => {
    const published = await publishScheduled(database(env.DB), now.getTime());
    if (published) console.log(`scheduled_published count=${published}`);
  });

const retreats = (env: Bindings, now: Date) =>
  orLog('retreat_jobs_failed', async () => {
    const written = await runRetreatJobs(database(env.DB), env, now);
    if (written) console.log(`retreat_emails_written count=${written}`);
  });

const sweep = (env: Bindings, now: Date) =>
  orLog('outbox_sweep_failed', async () => {
    const { released, requeued, failed } = await sweepOutbox(database(env.DB), env, now);
    if (released || requeued || failed)
      console.log(`outbox_sweep released=${released} requeued=${requeued} failed=${failed}`);
  });

/** Today's (London) agenda, once a day however often the cron fires; queued like every email. */
const agenda = (env: Bindings, now: Date) =>
  orLog('agenda_failed', async () => {
    if (await queueOwnerAgenda(database(env.DB), env, now)) console.log('agenda_written');
  });

/** Certificates 60 and 14 days from expiry: each reminder written once, queued like every email. */
const renewals = (env: Bindings, now: Date) =>
  orLog('renewal_reminders_failed', async () => {
    const written = await queueRenewalReminders(database(env.DB), env, now);
    if (written) console.log(`renewal_reminders_written count=${written}`);
  });

/** Through the queue, so a failed digest is retried with backoff; straight away when the queue cannot take it. */
const digest = (env: Bindings) =>
  orLog('digest_failed', async () => {
    if (await enqueueNotifications(env, [{ type: 'digest' }])) return;
    const outcome = await sendDigest(database(env.DB), env);
    console.log(`digest_direct result=${outcome.result}`);
  });

/** Runs the job of the cron that fired; an unknown one is logged, not guessed at. */
export async function runScheduledJob(cron: string, env: Bindings, now: Date = new Date()): Promise<void> {
  switch (cron) {
    case schedules.retention:
      return runRetention(env.DB, now);
    case schedules.outboxSweep:
      await publish(env, now);
      await remind(env, now);
      await retreats(env, now);
      return sweep(env, now);
    case schedules.dailyDigest:
      await agenda(env, now);
      await renewals(env, now);
      return digest(env);
    default:
      console.error(`scheduled_unknown_cron cron=${JSON.stringify(cron)}`);
  }
}
