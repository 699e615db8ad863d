/**
 * The packages in /admin/content/packages: an owner's price change is what the booking wizard shows and what a
 * booking's estimate is worked out from, on the next request; a price that is not less than a programme offering
 * the package is refused beside the price; a package's id never changes; an archived package can no longer be
 * booked, yet the bookings made of it still name it, at the price they were quoted.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSaved, offerItem, reseedOffer, saveOffer } from '../../../../test/support/admin-offer';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { cardsOf, estimateOf, wizardBoxesOf } from '../../../../test/support/offer-html';
import { emptyPageCacheForEachTest } from '../../../../test/support/page-cache-each-test';
import { decodeHtml, pageHtml, pageText } from '../../../../test/support/page-html';
import { postForm, postJson, request } from '../../../../test/support/request';
import { specPackageIds } from '../../../../test/support/spec-packages';

const owner = ownerForEachTest(async () => {});
emptyPageCacheForEachTest();

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM consultation_bookings').run();
  await reseedOffer();
});

/** A visitor's booking as the wizard's island sends it, with no date: the estimate is the client's, to be ignored. */
const booking = (services: string[], estimatedCost = '£1') => ({
  firstName: 'Nia',
  lastName: 'Roberts',
  email: 'nia.roberts@example.co.uk',
  phone: '',
  businessType: 'daycare',
  services,
  estimatedCost,
  projectDetails: 'A licence renewal for a 30-dog daycare in Swansea.',
  preferredDate: '',
  preferredTime: '',
  website: '',
});

/** Books through the JSON API and returns the stored row's id and estimate. */
async function book(services: string[], estimatedCost?: string): Promise<{ id: string; estimate: string }> {
  const response = await postJson('/api/consultation-bookings', booking(services, estimatedCost));
  expect(response.status, await response.clone().text()).toBe(201);
  const row = await env.DB.prepare(
    'SELECT id, estimated_cost FROM consultation_bookings ORDER BY created_at DESC LIMIT 1',
  ).first<{ id: string; estimated_cost: string }>();
  return { id: row?.id ?? '', estimate: row?.estimated_cost ?? '' };
}

const box = async (id: string) => wizardBoxesOf(await pageHtml('/')).find((candidate) => candidate.id === id);

describe('the packages editor', () => {
  it('lists the eleven packages in the order the wizard offers them', async () => {
    const html = await (await owner.get('/admin/content/packages')).text();
    expect([...html.matchAll(/<tr[^>]*data-item="([^"]+)"/g)].map((match) => match[1])).toEqual(specPackageIds);
    expect(decodeHtml(html)).toContain('Licence Inspection Preparation');
  });

  it("shows an owner's new price in the home page's wizard on the next request, and a booking's estimate uses it", async () => {
    await request('/');
    expect((await request('/')).headers.get('x-page-cache')).toBe('hit');
    await expectSaved(saveOffer(owner, 'packages', await offerItem('package', 'compliance'), { price: '1095' }));

    const home = await request('/');
    expect(home.headers.get('x-page-cache')).toBe('miss');
    const html = await home.text();
    expect(wizardBoxesOf(html).find((candidate) => candidate.id === 'compliance')?.price).toBe('£1,095');
    expect(cardsOf(html).find((card) => card.id === 'compliance-licensing')?.smaller?.text).toBe(
      'Licence Inspection Preparation package, £1,095',
    );
    expect(estimateOf(await pageHtml('/?book=compliance'))).toBe('£1,095');

    // The client still sends the old figure; the stored estimate is the server's, from the new price.
    expect((await book(['compliance'], '£995')).estimate).toBe('£1,095');
    expect((await book(['compliance', 'bespoke-consultation'])).estimate).toBe('From £2,595');
  });

  it('refuses a price that is not less than the programme offering the package, beside the price, and keeps the old one', async () => {
    const item = await offerItem('package', 'compliance');
    const refused = await saveOffer(owner, 'packages', item, { price: '1895' });
    expect(refused.status).toBe(400);
    const html = decodeHtml(await refused.text());
    expect(html).toMatch(/id="field-price"[^>]*aria-invalid="true"/);
    expect(html).toContain(
      'Compliance & Licensing starts from £1,895 and offers the Licence Inspection Preparation package (£1,895) as its smaller option: the package must cost less than the programme',
    );
    expect((await offerItem('package', 'compliance')).version).toBe(item.version);
    expect((await box('compliance'))?.price).toBe('£995');
    // A package no programme offers is priced freely.
    await expectSaved(
      saveOffer(owner, 'packages', await offerItem('package', 'financial-planning'), { price: '1895' }),
    );
    expect((await box('financial-planning'))?.price).toBe('£1,895');
  });

  it('stops offering an archived package, and the bookings of it still name it at the price they were quoted', async () => {
    const before = await book(['compliance', 'website-design']);
    expect(before.estimate).toBe('£1,790');
    await expectSaved(saveOffer(owner, 'packages', await offerItem('package', 'compliance'), { price: '1095' }));
    await expectSaved(saveOffer(owner, 'packages', await offerItem('package', 'compliance'), {}, 'archive'));

    const home = await pageHtml('/');
    expect(wizardBoxesOf(home).map((candidate) => candidate.id)).not.toContain('compliance');
    expect(cardsOf(home).find((card) => card.id === 'compliance-licensing')?.smaller).toBeUndefined();
    const refused = await postJson('/api/consultation-bookings', booking(['compliance']));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'services.0': 'Choose services from the list',
    });
    const plain = await postForm(
      '/api/consultation-bookings',
      new URLSearchParams({ step: '1', services: 'compliance' }),
    );
    expect(plain.status).toBe(400);
    expect(pageText(await plain.text())).toContain('Choose services from the list');

    const item = pageText(await (await owner.get(`/admin/items/booking/${before.id}`)).text());
    expect(item).toContain('Licence Inspection Preparation (£995)');
    expect(item).toContain('Starter Website (£795)');
    const inbox = pageText(await (await owner.get('/admin/inbox?kind=booking')).text());
    expect(inbox).toContain('Licence Inspection Preparation (£995), Starter Website (£795)');
    const csv = await (await owner.get('/admin/inbox/export.csv?kind=booking')).text();
    expect(csv).toContain('Licence Inspection Preparation (£995); Starter Website (£795)');
  });

  it("gives a new package an id from its name that never changes, and books it at the owner's price", async () => {
    const created = await owner.post('/admin/content/packages', {
      csrf: owner.csrf,
      intent: 'publish',
      name: 'Puppy Class Planning',
      description: 'A term of puppy classes planned for your centre: sessions, group sizes and what to charge.',
      price: '650',
      pricedFrom: '',
    });
    expect(created.status).toBe(303);
    const item = await offerItem('package', 'puppy-class-planning');
    expect(item.status).toBe('published');
    expect((await box('puppy-class-planning'))?.price).toBe('£650');

    await expectSaved(saveOffer(owner, 'packages', item, { name: 'Puppy Class Plan' }));
    expect((await offerItem('package', 'puppy-class-planning')).document.name).toBe('Puppy Class Plan');
    const booked = await book(['puppy-class-planning']);
    expect(booked.estimate).toBe('£650');
    expect(pageText(await (await owner.get(`/admin/items/booking/${booked.id}`)).text())).toContain(
      'Puppy Class Plan (£650)',
    );
  });

  it('refuses a price that is not whole pounds, beside the price', async () => {
    const refused = await saveOffer(owner, 'packages', await offerItem('package', 'website-design'), {
      price: '795.50',
    });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain('Price is in whole pounds, without pence');
  });
});
