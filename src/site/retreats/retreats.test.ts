/** /retreats as the server renders it (spec 02 §2, §9): formats, statistics, topics, TBC events and prefilled mail links. */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import {
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

async function retreatsPage() {
  const response = await request('/retreats');
  expect(response.status).toBe(200);
  return response.text();
}

/** One card: from its marker to the next card of the same kind or the end of its list. */
const card = (html: string, attribute: string, id: string) =>
  sliceBetween(html, `${attribute}="${id}"`, [`${attribute}="`, '</ul></div></section>', '</ul><div']);

const mailLinks = (links: Link[]) => links.filter((link) => link.href.startsWith('mailto:'));

/** A card's one mail link: to the shared mailbox, with the subject and a body naming what it asks about. */
function expectOneEnquiry(links: Link[], { subject, body }: { subject: string; body: string }) {
  expect(links).toHaveLength(1);
  const mail = parseMailto(links[0]?.href ?? '');
  expect(mail.to).toBe(seededDetails.email);
  expect(mail.subject).toBe(subject);
  expect(mail.body).toContain(body);
}

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

  it('opens with View Upcoming Events (to #events) and Enquire Now (a mail link)', async () => {
    const html = await retreatsPage();
    const hero = sliceBetween(html, '<h1', ['</section>']);
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe(
      'Retreats for Pet Business Owners & Their Teams',
    );
    expect(linksNamed(hero, 'View Upcoming Events').map((link) => link.href)).toEqual(['#events']);
    expect(/<section id="events"/.test(html)).toBe(true);
    const enquire = linksNamed(hero, 'Enquire Now');
    expect(enquire).toHaveLength(1);
    expect(parseMailto(enquire[0]?.href ?? '').subject).toMatch(/retreats/i);
  });

  it('gives three reasons under Why Choose Our Retreats', async () => {
    const section = sliceBetween(await retreatsPage(), 'id="why-retreats"', ['</section>']);
    expect(textOf(section)).toContain('Why Choose Our Retreats');
    expect(section.match(/<h3\b/g)).toHaveLength(3);
  });

  it('shows the three formats with duration, capacity, focus, price and highlights, each with its own Book This Retreat mail link', async () => {
    const html = await retreatsPage();
    expect([...html.matchAll(/data-retreat-format="([^"]+)"/g)].map(([, id]) => id)).toEqual(
      FORMATS.map((format) => format.id),
    );
    for (const format of FORMATS) {
      const block = card(html, 'data-retreat-format', format.id);
      const text = textOf(block);
      expect(text).toMatch(format.duration);
      expectEachPhrase(text, [format.title, format.capacity, format.price, 'Focus:']);
      expect((block.match(/<li\b/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expectOneEnquiry(linksNamed(block, 'Book This Retreat'), {
        subject: `Booking enquiry: ${format.title}`,
        body: `I would like to book the ${format.title}`,
      });
    }
  });

  it('presents the 87%, 40% and 95% statistics as our clients’ experience, not research', async () => {
    const section = sliceBetween(await retreatsPage(), 'id="workplace-wellbeing"', ['</section>']);
    expect([...section.matchAll(/data-statistic="([^"]+)"/g)].map(([, figure]) => figure)).toEqual([
      '87%',
      '40%',
      '95%',
    ]);
    const text = textOf(section);
    expect(text).toContain('Workplace Culture & Mental Health');
    expect(text).toContain('not an independent study');
  });

  it('lists exactly the eight topics', async () => {
    const list = sliceBetween(await retreatsPage(), 'data-retreat-topics', ['</ul>']);
    expect([...list.matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map(([, inner = '']) => textOf(inner))).toEqual(TOPICS);
  });

  it('shows the three upcoming events, all dated TBC, each with an enquiry mail link naming the event', async () => {
    const html = await retreatsPage();
    const events = sliceBetween(html, 'id="events"', ['</section>']);
    expect([...events.matchAll(/data-retreat-event="([^"]+)"/g)].map(([, id]) => id)).toEqual(
      EVENTS.map((event) => event.id),
    );
    for (const event of EVENTS) {
      const block = card(events, 'data-retreat-event', event.id);
      const text = textOf(block);
      expectEachPhrase(text, [event.title, event.length, 'Date: TBC']);
      expectOneEnquiry(mailLinks(linksIn(block)), { subject: `Event enquiry: ${event.title}`, body: event.title });
    }
    const earlyBird = linksNamed(events, 'Join the Early-Bird List');
    expect(earlyBird).toHaveLength(1);
    expect(parseMailto(earlyBird[0]?.href ?? '').subject).toMatch(/early-bird/i);
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

  it('sends every mail link on the page to the shared mailbox, with a subject and body', async () => {
    const links = mailLinks(linksIn(await retreatsPage()));
    const prefilled = links.filter((link) => link.href.includes('?'));
    // Enquire Now, three formats, three events, early-bird list, Get in Touch.
    expect(prefilled).toHaveLength(9);
    for (const link of prefilled) {
      const mail = parseMailto(link.href);
      expect(mail.to).toBe(seededDetails.email);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.body).toContain('Hello Pawsperity team');
      // Spaces are %20, never "+", which mail programs leave as a literal plus.
      expect(link.href).not.toContain('+');
    }
    expect(new Set(prefilled.map((link) => parseMailto(link.href).subject)).size).toBe(9);
    // Any other mail link (the footer's) is the plain shared address.
    for (const link of links.filter((candidate) => !candidate.href.includes('?')))
      expect(link.href).toBe(`mailto:${seededDetails.email}`);
  });
});
