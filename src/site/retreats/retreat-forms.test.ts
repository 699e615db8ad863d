/**
 * The retreat pages' forms as their plain posts come back: the team enquiry lands in the inbox (a contact message)
 * with JavaScript off and the visitor lands on the notice; a refused post shows the form in the page with every value
 * and message. The early-bird, booking and waiting-list forms' endpoints are answered with these pages through
 * renderRetreatsPageWith and renderEventPage, called here as the endpoints call them.
 */
import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { formValues, type FormState } from '../../lib/form-state';
import { londonToday, shiftDays } from '../../../test/support/london-dates';
import { decodeHtml, linksNamed, sliceBetween, textOf } from '../../../test/support/page-html';
import { emptyTables, postForm, postJson, request } from '../../../test/support/request';
import { element, publishEvent, takePlaces } from '../../../test/support/retreat-pages';
import { renderEventPage } from './EventPage';
import { renderRetreatsPageWith } from './RetreatsPage';

const enquiry = {
  firstName: 'Isla',
  lastName: 'Murray',
  email: 'isla@example.co.uk',
  businessType: 'daycare',
  message: 'Team size: 8. Preferred region: Central Belt. Dates: March. We want a calmer, better-run team.',
};

async function storedEnquiries() {
  const { results } = await env.DB.prepare(
    'SELECT first_name, email, message, status FROM contact_submissions ORDER BY created_at',
  ).all<{ first_name: string; email: string; message: string; status: string }>();
  return results;
}

/** Every aria-describedby on a control names an element of the page. */
function expectDescribedTargets(html: string) {
  const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id));
  for (const [, list = ''] of html.matchAll(/aria-describedby="([^"]+)"/g))
    for (const id of list.split(' ')) expect(ids.has(id), id).toBe(true);
}

/** A posted form as the endpoint hands it to the page: the values as typed, a message per field. */
const posted = (fields: Record<string, string>, errors: Record<string, string>, notice: FormState['notice']) => ({
  values: formValues(new URLSearchParams(fields)),
  errors,
  notice,
});

/** The pages as an endpoint's `again` answer renders them, for the forms whose endpoints live elsewhere. */
function answerWith(render: (c: Context<AppEnv>) => Promise<Response>) {
  const app = new Hono<AppEnv>().post('/', render);
  return async () => {
    const response = await app.request('https://www.pawsperity.co.uk/', { method: 'POST' }, env);
    return { response, html: decodeHtml(await response.text()) };
  };
}

beforeEach(() => emptyTables('contact_submissions'));

describe('the team retreat enquiry', () => {
  it('lands in the inbox from a plain post, and the visitor lands back on the page with the notice', async () => {
    const response = await postForm('/api/retreat-enquiries', enquiry);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/retreats?enquiry=sent#team-enquiry');
    expect(await storedEnquiries()).toEqual([
      { first_name: 'Isla', email: 'isla@example.co.uk', message: enquiry.message, status: 'new' },
    ]);
    const page = await (await request('/retreats?enquiry=sent')).text();
    const notice = sliceBetween(page, 'id="team-enquiry"', ['</div>']);
    expect(notice).toMatch(element('div', { role: 'status', 'aria-live': 'polite' }));
    expect(textOf(notice.slice(notice.indexOf('>') + 1))).toMatch(/^Enquiry sent Thank you\. We will reply/);
  });

  it('is taken as JSON too, like every form', async () => {
    expect((await postJson('/api/retreat-enquiries', enquiry)).status).toBe(201);
    expect(await storedEnquiries()).toHaveLength(1);
  });

  it('comes back refused with the form in the page, every value and a message beside each field to correct', async () => {
    const response = await postForm('/api/retreat-enquiries', { ...enquiry, email: 'isla-at-example', message: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    const form = sliceBetween(html, 'id="team-enquiry"', ['</form>']);
    expect(form).not.toContain('<dialog');
    expect(textOf(form)).toContain('Please check the highlighted fields');
    expect(form).toMatch(element('input', { name: 'firstName', value: 'Isla' }));
    expect(form).toMatch(element('input', { name: 'email', value: 'isla-at-example', 'aria-invalid': 'true' }));
    expect(form).toMatch(element('textarea', { name: 'message', 'aria-invalid': 'true' }));
    expect(form).toMatch(/<option value="daycare" selected="">/);
    expect(textOf(sliceBetween(form, 'id="team-enquiry-email-error"', ['</p>']))).toContain('valid email');
    expectDescribedTargets(html);
    // Its Book This Retreat now leads to the form in the page.
    const team = sliceBetween(html, 'data-retreat-format="team-business-retreat"', ['id="team-enquiry"']);
    expect(linksNamed(team, 'Book This Retreat').map((link) => link.href)).toEqual(['#team-enquiry']);
    expect(await storedEnquiries()).toEqual([]);
  });
});

describe('the early-bird form as its endpoint answers with /retreats', () => {
  it('shows the address typed, the consent message and the form-level message; the failed store says to try again', async () => {
    const refused = await answerWith((c) =>
      renderRetreatsPageWith(
        c,
        { earlyBird: posted({ email: 'ffion@example.co.uk' }, { consent: 'Tick the box' }, 'invalid') },
        400,
      ),
    )();
    expect(refused.response.status).toBe(400);
    const form = sliceBetween(refused.html, 'id="early-bird"', ['</form>']);
    expect(form).toMatch(element('input', { name: 'email', value: 'ffion@example.co.uk' }));
    expect(form).toMatch(element('input', { name: 'consent', 'aria-invalid': 'true' }));
    expect(textOf(form)).toContain('Tick the box');
    expect(textOf(form)).toContain('You are not on the list yet');
    expectDescribedTargets(refused.html);

    const failed = await answerWith((c) =>
      renderRetreatsPageWith(
        c,
        { earlyBird: posted({ email: 'ffion@example.co.uk', consent: 'on' }, {}, 'failed') },
        503,
      ),
    )();
    expect(failed.response.status).toBe(503);
    const again = sliceBetween(failed.html, 'id="early-bird"', ['</form>']);
    expect(textOf(again)).toContain('We could not save that just now; your entries are kept. Please try again.');
    expect(again).toMatch(element('input', { name: 'consent', checked: '' }));
  });

  it('thanks the visitor once stored, and says to confirm the address first', async () => {
    const html = await (await request('/retreats?early-bird=sent')).text();
    expect(
      textOf(sliceBetween(html, 'data-retreat-outcome="early-bird-sent"', ['</div>']).replace(/^[^>]*>/, '')),
    ).toBe(
      'Check your inbox: we have sent a link to confirm your address. You will hear of new events only once you have confirmed it.',
    );
  });
});

describe("an event's booking and waiting-list forms as their endpoints answer with its page", () => {
  const inDays = (days: number) => shiftDays(londonToday(), days);
  const booking = {
    eventSlug: '',
    places: '2',
    firstName: 'Owen',
    lastName: 'Hughes',
    email: 'owen@example.co.uk',
    attendee1: 'Owen Hughes',
    attendee2: '',
    needs: 'Vegetarian',
    submissionId: '0f4a4a2e-5c1b-4a55-9d4e-1c2b3a4d5e6f',
  };

  it('refused: every value kept, a message beside each field, the same submission id', async () => {
    const slug = await publishEvent({
      title: 'Again Day',
      startDate: inDays(30),
      endDate: inDays(30),
      capacity: 10,
      price: 249,
    });
    const state = posted(
      { ...booking, eventSlug: slug, firstName: '' },
      { firstName: 'Enter your first name', attendees: 'Give a name for each of the 2 places' },
      'invalid',
    );
    const { response, html } = await answerWith((c) => renderEventPage(c, slug, { booking: state }, 400))();
    expect(response.status).toBe(400);
    const form = sliceBetween(html, 'id="book"', ['</form>']);
    expect(textOf(form)).toContain('Not booked yet: correct the fields marked below');
    expect(form).toMatch(element('input', { name: 'firstName', 'aria-invalid': 'true' }));
    expect(form).toMatch(element('input', { name: 'attendee1', value: 'Owen Hughes', 'aria-invalid': 'true' }));
    expect(form).toMatch(element('input', { name: 'email', value: 'owen@example.co.uk' }));
    expect(form).toMatch(/<option value="2" selected="">/);
    expect(form).toContain('>Vegetarian</textarea>');
    expect(form).toMatch(element('input', { name: 'submissionId', value: booking.submissionId }));
    expect(textOf(form)).toContain('Give a name for each of the 2 places');
    expect(textOf(sliceBetween(form, 'data-booking-total', ['</p>']).replace(/^[^>]*>/, ''))).toBe(
      'Total: £498 for 2 places',
    );
    expectDescribedTargets(html);
  });

  it('refused as sold out (409): the message with the way to the waiting list, which keeps the address typed', async () => {
    const slug = await publishEvent({
      title: 'Gone Day',
      startDate: inDays(30),
      endDate: inDays(30),
      capacity: 2,
      price: 249,
    });
    await takePlaces(slug, 2);
    const state = posted({ ...booking, eventSlug: slug }, { places: 'Sold out: no places are left.' }, 'invalid');
    const { response, html } = await answerWith((c) => renderEventPage(c, slug, { booking: state }, 409))();
    expect(response.status).toBe(409);
    const alert = sliceBetween(html, 'data-sold-out', ['</div>']);
    expect(textOf(alert.replace(/^[^>]*>/, ''))).toContain('Sold out: no places are left.');
    expect(linksNamed(alert, 'Join the waiting list').map((link) => link.href)).toEqual([
      `/retreats/${slug}#waiting-list`,
    ]);
    const list = sliceBetween(html, 'id="waiting-list"', ['</form>']);
    expect(list).toMatch(element('input', { name: 'email', value: 'owen@example.co.uk' }));
    expect(list).toMatch(/<option value="2" selected="">/);
  });

  it('not stored just now (503): says so and keeps the entries, the offer included', async () => {
    const slug = await publishEvent({
      title: 'Retry Day',
      startDate: inDays(30),
      endDate: inDays(30),
      capacity: 5,
      price: 249,
    });
    const offer = `${crypto.randomUUID()}.${'a'.repeat(43)}`;
    const state = posted({ ...booking, eventSlug: slug, offer }, {}, 'failed');
    const { response, html } = await answerWith((c) => renderEventPage(c, slug, { booking: state }, 503))();
    expect(response.status).toBe(503);
    expect(textOf(sliceBetween(html, 'id="book"', ['</form>']))).toContain(
      'We could not save that just now; your entries are kept. Please try again.',
    );
    // An offer that is not open is not carried: the form books the places left, and says the offer has ended.
    expect(html).toContain('data-booking-notice="offer-ended"');
  });

  it('the waiting list refused: the address and places kept, the consent asked for', async () => {
    const slug = await publishEvent({
      title: 'Queue Day',
      startDate: inDays(30),
      endDate: inDays(30),
      capacity: 1,
      price: 249,
    });
    await takePlaces(slug, 1);
    const state = posted(
      { eventSlug: slug, email: 'nia@example.co.uk', places: '3' },
      { consent: 'Tick the box to join the waiting list' },
      'invalid',
    );
    const { response, html } = await answerWith((c) => renderEventPage(c, slug, { waitingList: state }, 400))();
    expect(response.status).toBe(400);
    const list = sliceBetween(html, 'id="waiting-list"', ['</form>']);
    expect(list).toMatch(element('input', { name: 'email', value: 'nia@example.co.uk' }));
    expect(list).toMatch(/<option value="3" selected="">/);
    expect(list).toMatch(element('input', { name: 'consent', 'aria-invalid': 'true' }));
    expect(textOf(list)).toContain('You are not on the waiting list yet');
    expectDescribedTargets(html);
  });
});
