/**
 * Part of `bun run bench` (alone: `bun run build && bun scripts/bench-notifications.ts`).
 *
 * The notification path on the real local stack: `wrangler dev` with a fresh
 * D1, its queue and its send_email binding (Email Service's send(),
 * simulated: each message is kept by the dev session's Local Explorer and its
 * parts written under .wrangler/tmp/email/). Two runs:
 *
 * 1. Latency: 20 contact messages, one at a time; for each, the time from
 *    sending the POST to its email being sent (listed by the Local Explorer;
 *    median and worst of 20), and the POST's own answer time.
 * 2. Bursts: 500 contact messages in a row (each sent as soon as the
 *    previous one was answered), then 500 more with 25 in flight at once;
 *    after each the queue is watched until every outbox row is sent (or 5
 *    minutes pass): how long that took, the backlog at its highest, any
 *    failed or repeated email, and the outbox states at the end.
 *
 * Emails are matched to submissions by a tag in the visitor's name (the
 * Local Explorer lists this server's emails only). Exits 1 when
 * a submission was not answered 201, an email is missing or sent twice, or a
 * row ended failed. Figures also go to bench-results/notifications.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { queryLocalD1, startDevServer } from '../test/support/dev-server';
import { sentEmails } from '../test/support/local-mail';

const LATENCY_RUNS = 20;
const BURST = 500;
const BURST_DEADLINE_MS = 5 * 60 * 1000;
const POLL_MS = 10;

const projectRoot = new URL('..', import.meta.url).pathname;
const run = `nb${Date.now().toString(36)}`;

/** The submission tag in an email's subject ("New contact message: Bench <tag>"), if it is one of this run's. */
const tagPattern = new RegExp(`^New contact message: Bench (${run}-[a-z]+-\\d+)$`);

/** Tags of this run's emails sent since `since`, each with how many emails carry it. */
async function emailsByTag(since: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await sentEmails({ since, origin: server.baseUrl })) {
    const tag = tagPattern.exec(email.subject)?.[1];
    if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return counts;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const ms = (value: number) => Math.round(value);

const server = await startDevServer();
const problems: string[] = [];
let visitor = 0;

async function submitContact(tag: string): Promise<{ status: number; answeredMs: number }> {
  visitor += 1;
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/contact-submissions`, {
    method: 'POST',
    // A distinct client address per visitor, as the per-address rate limit sees real visitors.
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      'cf-connecting-ip': `100.65.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
    },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: tag,
      email: `bench${visitor}@example.co.uk`,
      businessType: 'daycare',
      message: `Notification bench ${tag}`,
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, answeredMs: performance.now() - started };
}

interface OutboxState {
  status: string;
  n: number;
}
const outboxStates = () =>
  Object.fromEntries(
    queryLocalD1<OutboxState>(
      server.persistDir,
      'SELECT status, count(*) AS n FROM notification_outbox GROUP BY status',
    ).map((row) => [row.status, row.n]),
  );

/**
 * BURST contact messages, `concurrency` at a time, then the queue watched
 * until every outbox row is sent: the answers, the backlog (pending or being
 * sent) sampled every 100 ms, how long until all were sent, and any email
 * missing or repeated.
 */
async function burstRun(label: string, concurrency: number) {
  const since = Date.now();
  const started = performance.now();
  const answers: number[] = [];
  const statuses = new Map<number, number>();
  let backlogPeak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const states = outboxStates();
      backlogPeak = Math.max(backlogPeak, (states.pending ?? 0) + (states.sending ?? 0));
      await pause(100);
    }
  })();
  let next = 0;
  const sender = async () => {
    while (next < BURST) {
      const index = next++;
      const { status, answeredMs } = await submitContact(`${run}-${label}-${index}`);
      answers.push(answeredMs);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  const submittedSeconds = (performance.now() - started) / 1000;
  const backlogAtLastSubmission = (() => {
    const states = outboxStates();
    return (states.pending ?? 0) + (states.sending ?? 0);
  })();
  let drainedSeconds: number | null = null;
  while (performance.now() - started < BURST_DEADLINE_MS) {
    const states = outboxStates();
    if ((states.pending ?? 0) + (states.sending ?? 0) === 0) {
      drainedSeconds = (performance.now() - started) / 1000;
      break;
    }
    await pause(100);
  }
  sampling = false;
  await sampler;
  // Give the last sends a moment to finish before counting.
  await pause(1000);
  const emails = await emailsByTag(since);
  const tags = Array.from({ length: BURST }, (_, index) => `${run}-${label}-${index}`);
  const missing = tags.filter((tag) => !emails.has(tag)).length;
  const repeated = tags.filter((tag) => (emails.get(tag) ?? 0) > 1).length;
  const outbox = outboxStates();
  const result = {
    submissions: BURST,
    concurrency,
    answers: Object.fromEntries(statuses),
    submittedSeconds: Number(submittedSeconds.toFixed(1)),
    answerMedianMs: ms(median(answers)),
    answerP95Ms: ms(percentile(answers, 95)),
    backlogAtLastSubmission,
    backlogPeak,
    allSentAfterSeconds: drainedSeconds === null ? null : Number(drainedSeconds.toFixed(1)),
    emailsMissing: missing,
    emailsRepeated: repeated,
    outboxStates: outbox,
  };
  console.log(
    `notifications: ${BURST} ${concurrency === 1 ? 'in a row' : `${concurrency} at a time`} submitted in ${result.submittedSeconds} s (answers ${JSON.stringify(result.answers)}, median ${result.answerMedianMs} ms, p95 ${result.answerP95Ms} ms); ` +
      `queue backlog peak ${backlogPeak}, ${backlogAtLastSubmission} at the last submission; every email sent ${drainedSeconds === null ? 'NOT within 5 minutes' : `${result.allSentAfterSeconds} s after the first submission`}; ` +
      `missing ${missing}, repeated ${repeated}; outbox ${JSON.stringify(outbox)}`,
  );
  if (statuses.get(201) !== BURST)
    problems.push(`${label}: expected ${BURST} answers of 201, got ${JSON.stringify(result.answers)}`);
  if (drainedSeconds === null) problems.push(`${label}: the queue did not drain within 5 minutes`);
  if (missing) problems.push(`${label}: ${missing} emails missing`);
  if (repeated) problems.push(`${label}: ${repeated} emails sent more than once`);
  if (outbox.failed) problems.push(`${label}: ${outbox.failed} outbox rows failed`);
  return result;
}

try {
  const benchStart = Date.now();

  // 1. Latency, one at a time.
  const latencies: number[] = [];
  const answers: number[] = [];
  for (let index = 0; index < LATENCY_RUNS; index += 1) {
    const tag = `${run}-one-${index}`;
    const started = performance.now();
    const { status, answeredMs } = await submitContact(tag);
    answers.push(answeredMs);
    if (status !== 201) problems.push(`latency #${index}: answered ${status}`);
    while (!(await emailsByTag(benchStart)).has(tag)) {
      if (performance.now() - started > 30_000) {
        problems.push(`latency #${index}: no email within 30 s`);
        break;
      }
      await pause(POLL_MS);
    }
    latencies.push(performance.now() - started);
  }
  const latency = {
    runs: LATENCY_RUNS,
    medianMs: ms(median(latencies)),
    worstMs: ms(Math.max(...latencies)),
    bestMs: ms(Math.min(...latencies)),
    answerMedianMs: ms(median(answers)),
  };
  console.log(
    `\nnotifications: submission -> email sent, ${LATENCY_RUNS} one at a time: median ${latency.medianMs} ms (best ${latency.bestMs}, worst ${latency.worstMs}); the POST itself answered in ${latency.answerMedianMs} ms (median)`,
  );

  // 2. Bursts: 500 in a row (each sent when the previous one was answered), then 500 with 25 in flight at once.
  const burst = await burstRun('burst', 1);
  const concurrent = await burstRun('flood', 25);

  const result = { latency, burst, concurrent, problems };
  mkdirSync(join(projectRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(projectRoot, 'bench-results', 'notifications.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`NOTIFICATIONS ${JSON.stringify(result)}`);
} finally {
  server.stop();
}
for (const problem of problems) console.error(`notifications FAILED: ${problem}`);
process.exit(problems.length ? 1 : 0);
