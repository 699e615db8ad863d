/**
 * Links come from the site's own origin: a request naming another host (a
 * forged Host, X-Forwarded-Host, Origin) never puts that host in what we email
 * or render. The owner's sign-in link, canonical and og:url, JSON-LD,
 * robots.txt and the sitemap are all at SITE_ORIGIN.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../worker';
import { clientAddress, createOwner, unique } from '../../test/support/admin';
import { mailingBindings, recordingMailer } from '../../test/support/notify';

const FORGED = 'evil.example';
const forgedHeaders = { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https' };

/** A request as a client forging the host would send it: the URL, Host and X-Forwarded-Host all name another site. */
async function forged(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  bindings: Partial<typeof env> = {},
) {
  const context = createExecutionContext();
  const response = await app.request(
    `https://${FORGED}${path}`,
    { ...init, headers: { ...forgedHeaders, ...init.headers } },
    { ...env, ...bindings },
    context,
  );
  // The sign-in email is queued after the answer: wait for it.
  await waitOnExecutionContext(context);
  return response;
}

/** The owner asks for a sign-in link for `email` under the forged host, with the Origin header naming it too. */
const forgedSignIn = (email: string, bindings: Partial<typeof env>) =>
  forged(
    '/admin/sign-in',
    {
      method: 'POST',
      headers: {
        origin: `https://${FORGED}`,
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': clientAddress(),
      },
      body: new URLSearchParams({ email }).toString(),
    },
    bindings,
  );

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM sign_in_links').run();
});

describe('a forged host', () => {
  it("never reaches the owner's sign-in email: its link is at SITE_ORIGIN", async () => {
    const email = `${unique('forged')}@example.co.uk`;
    await createOwner(email);
    const mailer = recordingMailer();
    const response = await forgedSignIn(email, mailingBindings(mailer, { SIGN_IN_CEILING: undefined }));
    expect(response.status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    const [message] = mailer.sent;
    expect(message?.text).toMatch(/https:\/\/www\.pawsperity\.co\.uk\/admin\/sign-in\/confirm\?token=\S+/);
    expect(message?.html).toContain('href="https://www.pawsperity.co.uk/admin/sign-in/confirm?token=');
    expect(JSON.stringify(message)).not.toContain(FORGED);
  });

  it('follows SITE_ORIGIN where it is another origin (a local server): the link is there', async () => {
    const email = `${unique('local')}@example.co.uk`;
    await createOwner(email);
    const mailer = recordingMailer();
    await forgedSignIn(
      email,
      mailingBindings(mailer, { SIGN_IN_CEILING: undefined, SITE_ORIGIN: 'http://localhost:8787' }),
    );
    expect(mailer.sent[0]?.text).toContain('http://localhost:8787/admin/sign-in/confirm?token=');
    expect(JSON.stringify(mailer.sent)).not.toContain(FORGED);
  });

  it('never reaches a page: canonical, og:url and JSON-LD are at SITE_ORIGIN', async () => {
    for (const path of ['/', '/doggy-daycare-guide', '/doggy-daycare-london']) {
      const html = await (await forged(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="https://www.pawsperity.co.uk${path}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="https://www.pawsperity.co.uk${path}"/>`);
      expect(html, path).toContain('"url":"https://www.pawsperity.co.uk');
      expect(html, path).not.toContain(FORGED);
    }
  });

  it('follows SITE_ORIGIN in a page rendered for another origin', async () => {
    const html = await (await forged('/doggy-daycare-london', {}, { SITE_ORIGIN: 'http://localhost:8787' })).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/doggy-daycare-london"/>');
    expect(html).toContain('"url":"http://localhost:8787"');
    expect(html).not.toContain('https://www.pawsperity.co.uk/doggy-daycare-london');
    expect(html).not.toContain(FORGED);
  });

  it('never reaches robots.txt or the sitemap', async () => {
    const robots = await (await forged('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.pawsperity.co.uk/sitemap.xml');
    const sitemap = await (await forged('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.pawsperity.co.uk/</loc>');
    for (const text of [robots, sitemap]) expect(text).not.toContain(FORGED);
  });
});
