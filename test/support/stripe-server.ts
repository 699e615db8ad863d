/**
 * The Stripe stand-in (stripe-stand-in.ts) served over HTTP for `wrangler dev` in the browser tests: the Worker's SDK
 * is pointed at it with STRIPE_API_BASE. Two addresses of its own let a test read the recorded calls and say what a
 * subscription is: GET /__stand-in/calls, POST /__stand-in/subscriptions (JSON of a StandInSubscription).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StandInSubscription, stripeStandIn } from './stripe-stand-in';

export async function startStripeServer(): Promise<{ base: string; stop: () => void }> {
  let standIn = stripeStandIn();
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', standIn.base);
    let response: Response;
    if (url.pathname === '/__stand-in/calls') response = Response.json(standIn.calls);
    else if (url.pathname === '/__stand-in/subscriptions' && incoming.method === 'POST') {
      const subscription = JSON.parse(body) as StandInSubscription;
      standIn.subscriptions.set(subscription.id, subscription);
      response = Response.json({ ok: true });
    } else {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const method = incoming.method ?? 'GET';
      response = await standIn.handle(new Request(url, { method, headers, body: method === 'GET' ? undefined : body }));
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn = stripeStandIn(base);
  return { base, stop: () => server.close() };
}
