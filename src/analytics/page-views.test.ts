/**
 * Page views as the owner's figures count them, through the whole Worker against the real D1: once each, about no
 * one, with where the visit came from, and never a HEAD request, a prefetch, a bot, the back office, the API or a
 * signed-in learner's page.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../test/support/request';
import { signedInLearner } from '../../test/support/learner';
import { flushCounts } from './counts';

/** An ordinary phone's and an ordinary desktop browser's user agents: what a visitor's request says. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let campaigns = 0;
/** A campaign no other test uses: each test reads only the rows its own visits made. */
function newCampaign(): string {
  campaigns += 1;
  return `test-${Date.now().toString(36)}-${campaigns}`;
}

interface Row {
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  country: string;
  views: number;
  visits: number;
}

async function rowsWhere(column: 'utm_campaign' | 'path', value: string): Promise<Row[]> {
  await flushCounts(env.DB);
  const { results } = await env.DB.prepare(`SELECT * FROM page_view_days WHERE ${column} = ? ORDER BY day, path`)
    .bind(value)
    .all<Row>();
  return results;
}

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  request(path, { method, headers: { 'user-agent': DESKTOP, accept: 'text/html', ...headers } });

const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

afterEach(() => {
  vi.useRealTimers();
});

describe('a page view', () => {
  it('is counted once, with its campaign, the referring site, phone or desktop and the country, and nothing else', async () => {
    const campaign = newCampaign();
    const response = await request(`/faq?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, {
      headers: { 'user-agent': PHONE, referer: 'https://www.Google.co.uk/search?q=dog+daycare+plan' },
      cf: { country: 'GB' },
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await rowsWhere('utm_campaign', campaign)).toEqual([
      {
        day: londonToday(),
        path: '/faq',
        referrer_host: 'google.co.uk',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: campaign,
        device: 'phone',
        country: 'GB',
        views: 1,
        visits: 1,
      },
    ]);
    // Counted once: a second flush writes nothing more.
    expect(await rowsWhere('utm_campaign', campaign)).toMatchObject([{ views: 1 }]);
  });

  it('is counted when the page comes from the page cache, and a click from one of our pages is a view, not a new visit', async () => {
    /** Views and visits of /getting-started with no source, so far. */
    const plainViews = async () =>
      (await rowsWhere('path', '/getting-started'))
        .filter((row) => row.utm_campaign === '' && row.referrer_host === '')
        .reduce((sum, row) => ({ views: sum.views + row.views, visits: sum.visits + row.visits }), {
          views: 0,
          visits: 0,
        });
    const before = await plainViews();
    await visit('/getting-started');
    const stored = await visit('/getting-started', { referer: 'https://www.pawsperity.co.uk/' });
    expect(stored.headers.get('x-page-cache')).toBe('hit');
    // The browser's own copy confirmed unchanged (304) is a view too.
    const unchanged = await visit('/getting-started', { 'if-none-match': stored.headers.get('etag') ?? '' });
    expect(unchanged.status).toBe(304);
    const after = await plainViews();
    expect({ views: after.views - before.views, visits: after.visits - before.visits }).toEqual({
      views: 3,
      visits: 2,
    });
  });

  it('waits in memory and reaches D1 in one batch: nothing is written per view', async () => {
    const campaign = newCampaign();
    for (let n = 0; n < 30; n += 1) await visit(`/shop?utm_campaign=${campaign}`);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM page_view_days WHERE utm_campaign = ?')
      .bind(campaign)
      .first<{ n: number }>();
    expect(before?.n).toBe(0);
    expect(await rowsWhere('utm_campaign', campaign)).toMatchObject([{ views: 30, visits: 30 }]);
  });

  it('is not counted for HEAD, a prefetch or prerender, a bot, the back office, the API or a page that is not there', async () => {
    const campaign = newCampaign();
    const query = `?utm_campaign=${campaign}`;
    await visit(`/faq${query}`, {}, 'HEAD');
    await visit(`/faq${query}`, { 'sec-purpose': 'prefetch' });
    await visit(`/faq${query}`, { 'sec-purpose': 'prefetch;prerender' });
    await visit(`/faq${query}`, { purpose: 'prefetch' });
    await visit(`/faq${query}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit(`/faq${query}`, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' });
    await visit(`/faq${query}`, { 'user-agent': 'curl/8.5.0' });
    await visit(`/faq${query}`, { 'user-agent': '' });
    await visit(`/admin${query}`);
    await visit(`/admin/sign-in${query}`);
    await visit(`/api/availability${query}`);
    await visit(`/no-such-page${query}`);
    expect(await rowsWhere('utm_campaign', campaign)).toEqual([]);
  });

  it("is not counted on the Academy's pages for a signed-in learner, and is for a visitor", async () => {
    const learner = await signedInLearner();
    const campaign = newCampaign();
    const signedIn = await visit(`/training?utm_campaign=${campaign}`, { cookie: learner.cookie });
    expect(signedIn.status).toBe(200);
    expect(await rowsWhere('utm_campaign', campaign)).toEqual([]);
    await visit(`/training?utm_campaign=${campaign}`);
    expect(await rowsWhere('utm_campaign', campaign)).toMatchObject([{ path: '/training', views: 1 }]);
  });

  it('keeps no address, cookie or identifier: only the day, the page, the source, the device and the country', async () => {
    const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('page_view_days')").all<{
      name: string;
    }>();
    expect(results.map(({ name }) => name).sort()).toEqual(
      [
        'country',
        'day',
        'device',
        'path',
        'referrer_host',
        'utm_campaign',
        'utm_medium',
        'utm_source',
        'views',
        'visits',
      ].sort(),
    );
  });
});

describe('days', () => {
  /** The views of one campaign made at each of these instants, by London day. */
  async function daysOf(instants: string[]): Promise<Record<string, number>> {
    const campaign = newCampaign();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const instant of instants) {
      vi.setSystemTime(new Date(instant));
      await visit(`/shop?utm_campaign=${campaign}`);
    }
    vi.useRealTimers();
    const rows = await rowsWhere('utm_campaign', campaign);
    return Object.fromEntries(rows.map((row) => [row.day, row.views]));
  }

  it('end at midnight in London when the clocks go back (BST to GMT, 25 October 2026)', async () => {
    expect(
      await daysOf([
        '2026-10-24T22:59:59Z', // 23:59:59 BST on the 24th
        '2026-10-24T23:00:00Z', // midnight BST: the 25th begins
        '2026-10-25T00:30:00Z', // 01:30 BST, the first time
        '2026-10-25T01:30:00Z', // 01:30 GMT, the second time
        '2026-10-25T23:59:59Z', // 23:59:59 GMT on the 25th
        '2026-10-26T00:00:00Z', // midnight GMT: the 26th
      ]),
    ).toEqual({ '2026-10-24': 1, '2026-10-25': 4, '2026-10-26': 1 });
  });

  it('end at midnight in London when the clocks go forward (GMT to BST, 29 March 2026)', async () => {
    expect(
      await daysOf([
        '2026-03-28T23:59:59Z', // 23:59:59 GMT on the 28th
        '2026-03-29T00:00:00Z', // midnight GMT: the 29th
        '2026-03-29T22:59:59Z', // 23:59:59 BST on the 29th
        '2026-03-29T23:00:00Z', // midnight BST: the 30th
      ]),
    ).toEqual({ '2026-03-28': 1, '2026-03-29': 2, '2026-03-30': 1 });
  });
});
