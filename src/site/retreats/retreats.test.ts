/**
 * /retreats as the server renders it (spec 02 §2, §9; issue 34): formats, statistics, topics, the seeded events dated
 * TBC, and the controls: Book This Retreat leading to a format's events or, for a team, to an enquiry form in a dialog
 * that opens with no script; the early-bird list as a real opt-in form; mail links only for questions.
 */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import {
  decodeHtml,
  linksIn,
  linksNamed,
  parseMailto,
  sliceBetween,
  structuredData,
  textOf,
  type Link,
} from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { element } from '../../../test/support/retreat-pages';
import { seededDetails } from '../../content/business-details';

const FORMATS = [
  {
    id: 'one-day-intensive',
    title: 'One Day Intensive',
    duration: /8 hours/,
    capacity: '12-15 participants',
    price: 'From £249',
  },
  {
    id: 'weekend-retreat',
    title: 'Weekend Retreat',
    duration: /2 days,? 1 night/,
    capacity: '8-12 participants',
    price: 'From £695',
  },
  {
    id: 'team-business-retreat',
    title: 'Team Business Retreat',
    duration: /2-3 days/,
    capacity: '5-10 team members',
    price: 'From £1,095 per team',
  },
];

const TOPICS = [
  'Financial Management & Pricing Strategies',
  'Digital Marketing for Pet Businesses',
  'Staff Management & Retention',
  'Customer Experience Excellence',
  'Facility Operations & Safety',
  'Business Growth & Scaling',
  'Workplace Culture & Mental Health Awareness',
  'Building Resilient Teams',
];

const EVENTS = [
  { id: 'spring-business-intensive', title: 'Spring Business Intensive', length: 'One day' },
  { id: 'summer-leadership-retreat', title: 'Summer Leadership Retreat', length: 'Weekend' },
  { id: 'autumn-growth-strategy', title: 'Autumn Growth Strategy', length: 'Two days' },
];

async function retreatsPage(path = '/retreats') {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** One card: from its marker to the next card of the same kind or the end of its list. */
const card = (html: string, attribute: string, id: string) =>
  sliceBetween(html, `${attribute}="${id}"`, [`${attribute}="`, '</li></ul><div', '</li></ul></div></section>']);

const mailLinks = (links: Link[]) => links.filter((link) => link.href.startsWith('mailto:'));

/** The element whose id is `id`, as its opening tag. */
const openingTag = (html: string, id: string) => new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('/retreats', () => {
  it('has its own title, description, canonical address and breadcrumb trail, and ships no island', async () => {
    const html = await retreatsPage();
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(
      `Retreats &amp; Learning Events for Pet Business Owners | ${siteConfig.name}`,
    );
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${siteConfig.origin}/retreats`);
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]).toContain('£249');
    const breadcrumbs = structuredData(html).find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${siteConfig.origin}/`,
      `${siteConfig.origin}/retreats`,
    ]);
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name)).toEqual(['site-header']);
  });

  it('opens with View Upcoming Events (to #upcoming-events) and Enquire Now (a mail link, for questions)', async () => {
    const html = await retreatsPage();
    const hero = sliceBetween(html, '<h1', ['</section>']);
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe(
      'Retreats for Pet Business Owners & Their Teams',
    );
    expect(linksNamed(hero, 'View Upcoming Events').map((link) => link.href)).toEqual(['#upcoming-events']);
    expect(openingTag(html, 'upcoming-events')).toMatch(/^<section/);
    const enquire = linksNamed(hero, 'Enquire Now');
    expect(enquire).toHaveLength(1);
    expect(parseMailto(enquire[0]?.href ?? '').subject).toMatch(/retreats/i);
  });

  it('gives three reasons under Why Choose Our Retreats', async () => {
    const section = sliceBetween(await retreatsPage(), 'id="why-retreats"', ['</section>']);
    expect(textOf(section)).toContain('Why Choose Our Retreats');
    expect(section.match(/<h3\b/g)).toHaveLength(3);
  });

  it('shows the three formats; Book This Retreat on a format booked by the place leads to its events on this page', async () => {
    const html = await retreatsPage();
    expect([...html.matchAll(/data-retreat-format="([^"]+)"/g)].map(([, id]) => id)).toEqual(
      FORMATS.map((format) => format.id),
    );
    for (const format of FORMATS) {
      const block = card(html, 'data-retreat-format', format.id);
      expect(textOf(block)).toMatch(format.duration);
      expectEachPhrase(textOf(block), [format.title, format.capacity, format.price, 'Focus:']);
      expect(mailLinks(linksIn(block))).toEqual([]);
    }
    for (const id of ['one-day-intensive', 'weekend-retreat'])
      expect(linksNamed(card(html, 'data-retreat-format', id), 'Book This Retreat').map((link) => link.href)).toEqual([
        `/retreats?format=${id}#upcoming-events`,
      ]);
  });

  it('opens the team enquiry in a dialog with no script: a form for the inbox, prefilled with what a quote needs', async () => {
    const html = await retreatsPage();
    const team = card(html, 'data-retreat-format', 'team-business-retreat');
    expect(linksNamed(team, 'Book This Retreat')).toEqual([]);
    const button = /<button\b([^>]*)>Book This Retreat<\/button>/.exec(team)?.[1] ?? '';
    expect(button).toContain('command="show-modal"');
    const dialogId = /commandfor="([^"]+)"/.exec(button)?.[1] ?? '';
    const dialog = sliceBetween(html, `<dialog id="${dialogId}"`, ['</dialog>']);
    expect(dialog).toMatch(element('button', { command: 'close', commandfor: dialogId }));
    expect(dialog).toMatch(element('form', { method: 'post', action: '/api/retreat-enquiries#team-enquiry' }));
    for (const [name, label] of [
      ['firstName', 'First Name'],
      ['lastName', 'Last Name'],
      ['email', 'Email'],
      ['businessType', 'Business Type'],
      ['message', 'Message'],
    ]) {
      const id = /\bid="([^"]+)"/.exec(
        new RegExp(`<(input|select|textarea)\\b[^>]*name="${name}"[^>]*>`).exec(dialog)?.[0] ?? '',
      )?.[1];
      expect(textOf(new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`, 's').exec(dialog)?.[1] ?? '')).toMatch(
        new RegExp(`^${label}`),
      );
    }
    const message = decodeHtml(/<textarea[^>]*name="message"[^>]*>(.*?)<\/textarea>/s.exec(dialog)?.[1] ?? '');
    for (const question of ['Team size', 'region', 'dates', 'What we want to get out of it'])
      expect(message).toContain(question);
    expect(linksIn(dialog).map((link) => link.href)).toEqual(['/privacy']);
    expect(mailLinks(linksIn(sliceBetween(html, 'id="team-enquiry"', ['</dialog>'])))).toEqual([]);
  });

  it('presents the 87%, 40% and 95% statistics as our clients’ experience, not research', async () => {
    const section = sliceBetween(await retreatsPage(), 'id="workplace-wellbeing"', ['</section>']);
    expect([...section.matchAll(/data-statistic="([^"]+)"/g)].map(([, figure]) => figure)).toEqual([
      '87%',
      '40%',
      '95%',
    ]);
    expect(textOf(section)).toContain('not an independent study');
  });

  it('lists exactly the eight topics', async () => {
    const list = sliceBetween(await retreatsPage(), 'data-retreat-topics', ['</ul>']);
    expect([...list.matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map(([, inner = '']) => textOf(inner))).toEqual(TOPICS);
  });

  it('shows the three seeded events dated TBC, each with its page and a mail link for questions', async () => {
    const events = sliceBetween(await retreatsPage(), 'id="upcoming-events"', ['</section>']);
    expect([...events.matchAll(/data-retreat-event="([^"]+)"/g)].map(([, id]) => id)).toEqual(
      EVENTS.map((event) => event.id),
    );
    for (const event of EVENTS) {
      const block = card(events, 'data-retreat-event', event.id);
      expectEachPhrase(textOf(block), [event.title, event.length, 'Date: TBC']);
      expect(linksNamed(block, 'Details').map((link) => link.href)).toEqual([`/retreats/${event.id}`]);
      const [enquiry, ...more] = mailLinks(linksIn(block));
      expect(more).toEqual([]);
      expect(parseMailto(enquiry?.href ?? '').subject).toBe(`Event enquiry: ${event.title}`);
    }
  });

  it('offers the early-bird list as a form with consent, not a mail link', async () => {
    const html = await retreatsPage();
    const earlyBird = sliceBetween(html, 'id="early-bird"', ['</form>']);
    expect(linksNamed(html, 'Join the Early-Bird List')).toEqual([]);
    expect(earlyBird).toMatch(element('form', { method: 'post', action: '/api/early-bird-list#early-bird' }));
    expect(earlyBird).toMatch(element('input', { id: 'early-bird-email', name: 'email', type: 'email', required: '' }));
    expect(earlyBird).toContain('<label for="early-bird-email"');
    const consent = sliceBetween(earlyBird, '<label for="early-bird-consent"', ['</label>']);
    expect(consent).toMatch(element('input', { type: 'checkbox', name: 'consent', value: 'on', required: '' }));
    expect(textOf(consent)).toMatch(/^I agree that you email me when a new retreat/);
    expect(textOf(/<button type="submit"[^>]*>(.*?)<\/button>/.exec(earlyBird)?.[1] ?? '')).toBe(
      'Join the Early-Bird List',
    );
  });

  it('describes the event locations by region and ends with a Get in Touch mail link', async () => {
    const html = await retreatsPage();
    const locations = textOf(sliceBetween(html, 'id="event-locations"', ['</section>']));
    for (const region of ['Scotland', 'North of England', 'The Midlands', 'London & the South East'])
      expect(locations).toContain(region);
    const touch = linksNamed(html, 'Get in Touch');
    expect(touch).toHaveLength(1);
    expect(parseMailto(touch[0]?.href ?? '').to).toBe(seededDetails.email);
  });

  it('keeps mail links for questions only: Enquire Now, an event still to be dated, Get in Touch', async () => {
    const links = mailLinks(linksIn(await retreatsPage()));
    const prefilled = links.filter((link) => link.href.includes('?'));
    expect(prefilled.map((link) => link.text)).toEqual([
      'Enquire Now',
      'Enquire About This Event',
      'Enquire About This Event',
      'Enquire About This Event',
      'Get in Touch',
    ]);
    for (const link of prefilled) {
      const mail = parseMailto(link.href);
      expect(mail.to).toBe(seededDetails.email);
      expect(mail.body).toContain('Hello Pawsperity team');
      // Spaces are %20, never "+", which mail programs leave as a literal plus.
      expect(link.href).not.toContain('+');
    }
    for (const link of links.filter((candidate) => !candidate.href.includes('?')))
      expect(link.href).toBe(`mailto:${seededDetails.email}`);
  });

  it('points every aria-labelledby and aria-describedby at an element on the page', async () => {
    const html = await retreatsPage();
    const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id));
    const references = [...html.matchAll(/aria-(?:labelledby|describedby|controls)="([^"]+)"/g)].flatMap(
      ([, list = '']) => list.split(' '),
    );
    expect(references.length).toBeGreaterThan(5);
    for (const reference of references) expect(ids.has(reference), reference).toBe(true);
  });
});
