import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { shopRanges } from '../../content/shop';
import { pageHtml, pageText } from '../../../test/support/page-html';
import { emptyTables, postForm, postFormWhileD1IsDown, postJson, request } from '../../../test/support/request';
import { acceptedButNotStored, pageAgainAsInvalid, storedOnce } from '../../../test/support/forms-answers';
import { redirectedButNotStored } from '../../../test/support/site-plain-posts';

interface StoredNotification {
  id: string;
  email: string;
  status: string;
  created_at: number;
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function stored(): Promise<StoredNotification[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM shop_notifications ORDER BY created_at',
  ).all<StoredNotification>();
  return results;
}

async function expectValidationError(response: Response): Promise<ErrorBody['error']> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.message).toBe('Some fields need attention.');
  return body.error;
}

beforeEach(() => emptyTables('shop_notifications'));

describe('POST /api/shop-notifications (JSON)', () => {
  it('puts the address on the list as active, trimmed and lower-cased, and answers 201', async () => {
    const before = Date.now();
    const response = await postJson('/api/shop-notifications', { email: '  Fiona.Grant@Example.co.uk ', website: '' });
    const row = await storedOnce(response, stored);
    expect(row).toMatchObject({ email: 'fiona.grant@example.co.uk', status: 'active' });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives an address already on the list exactly the same answer and keeps one row', async () => {
    const first = await postJson('/api/shop-notifications', { email: 'owen@example.co.uk' });
    const again = await postJson('/api/shop-notifications', { email: 'OWEN@example.co.uk' });
    expect(again.status).toBe(first.status);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    const rows = await stored();
    expect(rows.map((row) => row.email)).toEqual(['owen@example.co.uk']);
  });

  it('refuses a missing, empty or malformed address with the one error shape', async () => {
    expect((await expectValidationError(await postJson('/api/shop-notifications', {}))).fields?.email).toBe(
      'Email address is required',
    );
    expect(
      (await expectValidationError(await postJson('/api/shop-notifications', { email: '   ' }))).fields?.email,
    ).toBe('Email address is required');
    expect(
      (await expectValidationError(await postJson('/api/shop-notifications', { email: 'owen-at-example' }))).fields
        ?.email,
    ).toBe('Enter a valid email address');
    expect(
      (await expectValidationError(await postJson('/api/shop-notifications', { email: 42 }))).fields?.email,
    ).toBeTruthy();
    expect(await stored()).toHaveLength(0);
  });

  it('refuses an oversize address and any field the client may not set', async () => {
    const long = `${'a'.repeat(250)}@example.co.uk`;
    expect(
      (await expectValidationError(await postJson('/api/shop-notifications', { email: long }))).fields?.email,
    ).toBe('Email address is too long');
    await expectValidationError(
      await postJson('/api/shop-notifications', { email: 'owen@example.co.uk', status: 'unsubscribed' }),
    );
    await expectValidationError(
      await postJson('/api/shop-notifications', { email: 'owen@example.co.uk', category: 'digital' }),
    );
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot with the usual 201 and stores nothing', async () => {
    const response = await postJson('/api/shop-notifications', {
      email: 'bot@example.com',
      website: 'https://spam.example',
    });
    await acceptedButNotStored(response, stored);
  });

  it('refuses a post from another site', async () => {
    const response = await postJson(
      '/api/shop-notifications',
      { email: 'owen@example.co.uk' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});

/** The plain form posted from this page of the shop, which it names as the referrer. */
const postFromShopPage = (page: string, fields: Record<string, string>) =>
  postForm('/api/shop-notifications', fields, { referer: `https://www.pawsperity.co.uk${page}` });

describe('POST /api/shop-notifications (form without JavaScript)', () => {
  it('stores the address and sends the visitor back to the shop page they came from', async () => {
    const response = await postFromShopPage('/shop/digital', { email: 'Nia@Example.co.uk', website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop/digital?notify=sent#get-notified');
    expect((await stored()).map((row) => [row.email, row.status])).toEqual([['nia@example.co.uk', 'active']]);
  });

  it('answers a repeat the same way, and falls back to /shop for any other referrer', async () => {
    await postForm('/api/shop-notifications', { email: 'nia@example.co.uk' });
    const again = await postForm(
      '/api/shop-notifications',
      { email: 'nia@example.co.uk' },
      { referer: 'https://evil.example/shop/products' },
    );
    expect(again.headers.get('location')).toBe('/shop?notify=sent#get-notified');
    expect(await stored()).toHaveLength(1);
  });

  it('answers an invalid address with the same shop page again, the address kept beside its message, and stores nothing', async () => {
    const response = await postFromShopPage('/shop/products', { email: 'not-an-email' });
    const html = await pageAgainAsInvalid(response);
    expect(html).toContain('data-shop-intro="products"');
    expect(html).toMatch(
      /<input(?=[^>]*id="shop-notify-email")(?=[^>]*value="not-an-email")(?=[^>]*aria-invalid="true")[^>]*>/,
    );
    expect(html).toMatch(/<p id="shop-notify-email-error"[^>]*>Enter a valid email address<\/p>/);
    expect(await stored()).toHaveLength(0);
  });

  it('answers a storage failure with the shop page again: what happened, the address kept, 503 with Retry-After', async () => {
    const response = await postFormWhileD1IsDown(
      '/api/shop-notifications',
      { email: 'rhys@example.co.uk', website: '' },
      { referer: 'https://www.pawsperity.co.uk/shop/digital' },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('data-shop-intro="digital"');
    expect(html).toContain('data-form-notice="failed"');
    expect(textOf(html)).toContain('please try again in a moment');
    expect(html).toMatch(/<input(?=[^>]*id="shop-notify-email")(?=[^>]*value="rhys@example.co.uk")[^>]*>/);
  });

  it('treats a filled honeypot as sent and stores nothing', async () => {
    const response = await postForm('/api/shop-notifications', { email: 'bot@example.com', website: 'spam' });
    await redirectedButNotStored(response, '/shop?notify=sent#get-notified', stored);
  });
});

const page = pageHtml;

const textOf = pageText;

describe('other bodies', () => {
  it('are refused with 415: only JSON and plain form posts are read', async () => {
    const response = await request('/api/shop-notifications', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://www.pawsperity.co.uk' },
      body: 'email=nia@example.co.uk',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
  });
});

describe('shop pages', () => {
  it.each([
    ['/shop', undefined],
    ['/shop/products', 'products'],
    ['/shop/digital', 'digital'],
  ] as const)(
    '%s shows the coming-soon shop with both ranges, the waiting list and its own canonical address',
    async (path, category) => {
      const html = await page(path);
      const text = textOf(html);
      expect(html).toContain(`<link rel="canonical" href="https://www.pawsperity.co.uk${path}"/>`);
      expect(html).toMatch(/<h1[^>]*>Pet Business Shop<\/h1>/);
      expect(text).toContain('Coming Soon');
      for (const range of shopRanges) {
        expect(html).toMatch(new RegExp(`<h2[^>]*>${range.title}</h2>`));
        for (const item of range.items) expect(text).toContain(item);
      }
      expect(html).toContain('data-island="shop-waitlist"');
      // The dialog button (hidden when scripting is off) and, for that case, a link to the plain form.
      // Hidden with scripting off (a plain form stands in); with scripting on it opens its dialog with no script: an invoker command.
      expect(html).toMatch(
        /<button(?=[^>]*type="button")(?=[^>]*class="needs-script )(?=[^>]*command="show-modal")(?=[^>]*commandfor="([^"]+)")[^>]*>Notify Me When Available<\/button>/,
      );
      const dialogId = /commandfor="([^"]+)"[^>]*>Notify Me When Available</.exec(html)?.[1];
      expect(html).toContain(`<dialog id="${dialogId}"`);
      expect(html).toMatch(/<noscript><a href="#get-notified"[^>]*>Notify Me When Available<\/a><\/noscript>/);
      expect(html).toMatch(/<a href="\/#contact"[^>]*>Book Free Consultation<\/a>/);
      // The plain form for visitors without JavaScript.
      const noscript =
        [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)]
          .map((match) => match[1] ?? '')
          .find((block) => block.includes('id="get-notified"')) ?? '';
      expect(noscript).toContain('<section id="get-notified"');
      expect(noscript).toMatch(
        /<form(?=[^>]*action="\/api\/shop-notifications#get-notified")(?=[^>]*method="post")[^>]*>/,
      );
      expect(noscript).toMatch(/<input(?=[^>]*type="email")(?=[^>]*required="")[^>]*name="email"/);
      expect(html).toContain('href="/privacy"');
      expect(text).toContain('730 days');

      const order = [...html.matchAll(/data-shop-range="(\w+)"/g)].map((match) => match[1]);
      const chosen = [...html.matchAll(/data-shop-range="(\w+)" data-chosen="true"/g)].map((match) => match[1]);
      if (category) {
        expect(order[0]).toBe(category);
        expect(chosen).toEqual([category]);
        expect(html).toContain(`data-shop-intro="${category}"`);
        expect(html).toMatch(new RegExp(`<a href="${path}" aria-current="page"`));
      } else {
        expect(order).toEqual(['products', 'digital']);
        expect(chosen).toEqual([]);
        expect(html).not.toContain('data-shop-intro');
      }
    },
  );

  it('names the chosen range in the intro and the title', async () => {
    const products = await page('/shop/products');
    expect(textOf(products)).toContain("You're looking at our Pet Products");
    expect(products).toContain(
      '<title>Pet Products for Daycares and Kennels – Pet Business Shop | Pawsperity Consulting</title>',
    );
    const digital = await page('/shop/digital');
    expect(textOf(digital)).toContain("You're looking at our Digital Tools");
    expect(digital).toContain(
      '<title>Digital Tools for Pet-Care Businesses – Pet Business Shop | Pawsperity Consulting</title>',
    );
  });

  it('shows the outcome of a plain form post in the no-script form', async () => {
    const sent = await page('/shop/products?notify=sent');
    expect(sent).toContain('data-shop-outcome="sent"');
    expect(textOf(sent)).toContain("We'll send you an email as soon as our shop launches.");
    expect(await page('/shop?notify=other')).not.toContain('data-shop-outcome');
  });
});

describe('a plain post that came back', () => {
  it('returns to the shop page the form names, even when the page it was sent from is this endpoint', async () => {
    const response = await postForm(
      '/api/shop-notifications',
      { email: `page-${Date.now()}@example.co.uk`, page: '/shop/digital' },
      { referer: 'https://www.pawsperity.co.uk/api/shop-notifications' },
    );
    expect(response.headers.get('location')).toBe('/shop/digital?notify=sent#get-notified');
    const invalid = await postForm('/api/shop-notifications', { email: 'x', page: '/shop/products' });
    expect(await invalid.text()).toContain('data-shop-intro="products"');
    const elsewhere = await postForm('/api/shop-notifications', {
      email: `other-${Date.now()}@example.co.uk`,
      page: 'https://evil.example/',
    });
    expect(elsewhere.headers.get('location')).toBe('/shop?notify=sent#get-notified');
    // A name every object has is not a shop page either.
    const inherited = await postForm('/api/shop-notifications', { email: 'x', page: 'constructor' });
    expect(inherited.status).toBe(400);
    expect(await inherited.text()).toContain('<link rel="canonical" href="https://www.pawsperity.co.uk/shop"/>');
  });
});
