/** Browser tests: make sure Chromium is installed, run one `wrangler dev` for the whole run. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startDevServer } from '../support/dev-server';
import { TEST_SECRET_KEY, TEST_WEBHOOK_SECRET } from '../support/stripe-events';
import { startStripeServer } from '../support/stripe-server';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH))
    throw new Error('Could not install Debian chromium (apt-get install -y chromium)');
}

export default async function setup(project: TestProject) {
  ensureChromium();
  // Links in the notification emails point at this server, not production; /__scheduled runs a cron on demand.
  // Payments are on, with Stripe's API answered by the local stand-in.
  const stripe = await startStripeServer();
  const server = await startDevServer((baseUrl) => [
    '--var',
    `SITE_ORIGIN:${baseUrl}`,
    '--var',
    `STRIPE_SECRET_KEY:${TEST_SECRET_KEY}`,
    '--var',
    `STRIPE_WEBHOOK_SECRET:${TEST_WEBHOOK_SECRET}`,
    '--var',
    `STRIPE_API_BASE:${stripe.base}`,
    '--test-scheduled',
  ]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('persistDir', server.persistDir);
  project.provide('stripeBase', stripe.base);
  return () => {
    server.stop();
    stripe.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
    stripeBase: string;
  }
}
