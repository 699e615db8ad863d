/**
 * The business details in /admin/content/details: one item, edited by the owner, and what visitors see on the next
 * request: the footer's phone on / and /faq (and everywhere else on those pages), a social icon only once its profile
 * is set (then a real link), the company number on a legal page and its download only once it is set, a refused
 * value named beside its field, and the booking emails quoting the stored details.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { storeBooking } from '../../../../test/support/notify-bookings';
import { at, deliver, recordingMailer, recordingQueue, runCron } from '../../../../test/support/notify';
import { emptyPageCacheForEachTest } from '../../../../test/support/page-cache-each-test';
import { decodeHtml, linksIn, pageText, structuredData } from '../../../../test/support/page-html';
import { emptyTables, request } from '../../../../test/support/request';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

interface StoredDetails {
  id: string;
  version: number;
  document: Record<string, unknown> & { registeredOffice: string[]; social: Record<string, string> };
}

async function detailsItem(): Promise<StoredDetails> {
  const row = await env.DB.prepare("SELECT id, version, document FROM content_items WHERE kind = 'details'").first<{
    id: string;
    version: number;
    document: string;
  }>();
  if (!row) throw new Error('the seed writes the business details');
  return { id: row.id, version: row.version, document: JSON.parse(row.document) };
}

/** The editor's form as the owner sends it: every field as stored, with `changes` typed over them. */
async function saveDetails(changes: Record<string, string>): Promise<Response> {
  const { id, version, document } = await detailsItem();
  const fields: Record<string, string> = {
    csrf: owner.csrf,
    version: String(version),
    intent: 'save',
    registeredOffice: document.registeredOffice.join('\n'),
    ...Object.fromEntries(Object.entries(document.social).map(([network, address]) => [`social.${network}`, address])),
  };
  for (const name of ['phoneDisplay', 'phoneDial', 'email', 'companyNumber', 'icoRegistrationNumber'])
    fields[name] = String(document[name] ?? '');
  return owner.post(`/admin/content/details/${id}`, { ...fields, ...changes });
}

/** What the seed wrote, put back after each test (through the editor, so the content version moves too). */
const seeded = {
  phoneDisplay: '0306 999 0123',
  phoneDial: '+443069990123',
  email: 'hello@pawsperity.co.uk',
  companyNumber: '',
  icoRegistrationNumber: '',
  registeredOffice: '',
  'social.linkedin': '',
  'social.x': '',
  'social.facebook': '',
  'social.instagram': '',
};
afterEach(async () => {
  vi.useRealTimers();
  expect((await saveDetails(seeded)).status).toBe(303);
});

const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));

describe('the business details editor', () => {
  it('is one item: the editor opens at once, with every field and no list, new or archive', async () => {
    const response = await owner.get('/admin/content/details');
    expect(response.status).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<h1[^>]*>Business details<\/h1>/);
    for (const label of ['Phone number', 'Number the call link dials', 'Email address', 'Company number'])
      expect(html).toContain(`>${label}</label>`);
    for (const label of ['ICO registration number', 'Registered office', 'LinkedIn profile', 'X (Twitter) profile'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('value="0306 999 0123"');
    expect(html).not.toContain('value="archive"');
    expect((await owner.get('/admin/content/details/new')).status).toBe(404);
  });

  it("shows an owner's new phone number in the footer of / and /faq on the next request, and nowhere the old one", async () => {
    for (const path of ['/', '/faq']) {
      const first = await (await request(path)).text();
      expect(linksIn(footerOf(first))).toContainEqual(expect.objectContaining({ href: 'tel:+443069990123' }));
      expect((await request(path)).headers.get('x-page-cache')).toBe('hit');
    }
    expect((await saveDetails({ phoneDisplay: '0330 123 4567', phoneDial: '+443301234567' })).status).toBe(303);
    for (const path of ['/', '/faq']) {
      const response = await request(path);
      expect(response.headers.get('x-page-cache'), path).toBe('miss');
      const html = await response.text();
      expect(linksIn(footerOf(html)), path).toContainEqual(
        expect.objectContaining({ href: 'tel:+443301234567', text: '0330 123 4567' }),
      );
      // The contact section, the FAQ's answers that quote it and the JSON-LD follow too.
      expect(html, path).not.toContain('0306 999 0123');
      expect(html, path).not.toContain('+443069990123');
    }
    expect(pageText(await (await request('/faq')).text())).toContain(
      'email hello@pawsperity.co.uk or call 0330 123 4567',
    );
    expect(structuredData(await (await request('/')).text())).toContainEqual(
      expect.objectContaining({ '@type': 'ProfessionalService', telephone: '+443301234567' }),
    );
  });

  it('shows a social icon only once its address is set, and then as a link that opens the profile', async () => {
    const before = footerOf(await (await request('/')).text());
    expect(before).not.toContain('Social media');
    expect(linksIn(before).filter((link) => /facebook|linkedin|instagram|x\.com/.test(link.href))).toEqual([]);

    const profile = 'https://www.facebook.com/pawsperity';
    expect((await saveDetails({ 'social.facebook': profile })).status).toBe(303);
    for (const path of ['/', '/privacy']) {
      const footer = footerOf(await (await request(path)).text());
      const social = footer.match(/<ul[^>]*aria-label="Social media"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? '';
      const links = linksIn(social);
      expect(
        links.map((link) => link.href),
        path,
      ).toEqual([profile]);
      expect(links[0]?.text).toBe('Pawsperity Consulting on Facebook (opens in a new tab)');
      expect(links[0]?.attributes).toContain('rel="noopener noreferrer"');
      expect(links[0]?.attributes).toContain('target="_blank"');
    }
    expect(structuredData(await (await request('/')).text())).toContainEqual(
      expect.objectContaining({ '@type': 'ProfessionalService', sameAs: [profile] }),
    );
  });

  it('quotes the company number and registered office on a legal page, its download and the footer only once they are set', async () => {
    const words = async () => ({
      page: pageText(await (await request('/terms')).text()),
      file: await (await request('/terms.txt')).text(),
      footer: pageText(footerOf(await (await request('/terms')).text())),
    });
    for (const text of Object.values(await words())) {
      expect(text).not.toMatch(/company number/i);
      expect(text).not.toMatch(/registered office/i);
    }
    const saved = await saveDetails({
      companyNumber: 'sc765432',
      registeredOffice: '12 Bath Street\r\nGlasgow G2 1HB',
    });
    expect(saved.status).toBe(303);
    const after = await words();
    for (const text of [after.page, after.file]) {
      expect(text).toContain('a company registered in Scotland (company number SC765432)');
      expect(text).toContain('with our registered office at 12 Bath Street, Glasgow G2 1HB');
    }
    expect(after.footer).toContain(
      'Registered in Scotland, company number SC765432. Registered office: 12 Bath Street, Glasgow G2 1HB.',
    );
    expect(after.page).not.toMatch(/to be confirmed|\btbc\b/i);
  });

  it('refuses an invalid email address, profile address or call number, each named beside its field, and stores nothing', async () => {
    const { version } = await detailsItem();
    const refused = await saveDetails({
      email: 'hello-at-pawsperity',
      'social.x': 'https://evil.example/pawsperity',
      'social.instagram': 'http://www.instagram.com/pawsperity',
      phoneDial: '+443301234567',
    });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    const besideField = (id: string) => {
      const input = html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
      expect(input, id).toContain('aria-invalid="true"');
      expect(input, id).toContain(`${id}-error`);
      return textOfMessage(html, `${id}-error`);
    };
    expect(besideField('field-email')).toBe('Enter a valid email address');
    expect(besideField('field-social-x')).toContain('https address on x.com or twitter.com');
    expect(besideField('field-social-instagram')).toContain('instagram.com');
    expect(besideField('field-phoneDial')).toBe(
      'The call link must dial the number shown: for 0306 999 0123 that is +443069990123',
    );
    // What was typed is kept for correcting; nothing was saved.
    expect(html).toContain('value="hello-at-pawsperity"');
    expect((await detailsItem()).version).toBe(version);
    expect(pageText(footerOf(await (await request('/')).text()))).toContain('hello@pawsperity.co.uk');
  });
});

/** The text of the element with this id. */
function textOfMessage(html: string, id: string): string {
  return pageText(html.match(new RegExp(`<p[^>]*id="${id}"[^>]*>([\\s\\S]*?)</p>`))?.[1] ?? '');
}

describe('the booking emails', () => {
  it('tell the visitor how to reach us, and send replies, with the details as stored when they go', async () => {
    await emptyTables('notification_outbox', 'consultation_bookings', 'booking_links');
    expect((await saveDetails({ phoneDisplay: '0330 123 4567', phoneDial: '+443301234567' })).status).toBe(303);
    expect((await saveDetails({ email: 'bookings@pawsperity.co.uk' })).status).toBe(303);
    const now = at('2027-06-14T14:00:00Z');
    await storeBooking({
      first: 'Rita',
      last: 'Reminded',
      slot: '2027-06-15T13:00:00Z',
      date: '2027-06-15',
      time: '14:00',
      email: 'rita.details@example.co.uk',
    });
    const queue = recordingQueue();
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, now);
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    const [email] = mailer.sent;
    expect(email?.text).toContain('please call 0330 123 4567 or email bookings@pawsperity.co.uk');
    expect(email?.replyTo).toEqual({ name: 'Pawsperity Consulting', email: 'bookings@pawsperity.co.uk' });
  });
});
