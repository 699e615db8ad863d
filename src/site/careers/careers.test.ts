import { describe, expect, it } from 'vitest';
import { generalApplicationEmail, talentPoolEmail } from '../../content/careers';
import { fullFaq } from '../../content/faq';
import { serviceTimelines } from '../../content/getting-started';
import { siteConfig } from '../../content/site-config';
import {
  decodeHtml as decodeEntities,
  fetchPage as getPage,
  pageText as visibleText,
} from '../../../test/support/page-html';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { seededDetails } from '../../content/business-details';

/** The href of the link whose visible text is exactly `label` (decoded), or undefined. */
function linkHref(html: string, label: string): string | undefined {
  for (const match of html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (visibleText(match[2] ?? '') !== label) continue;
    const href = (match[1] ?? '').match(/href="([^"]*)"/)?.[1];
    return href === undefined ? undefined : decodeEntities(href);
  }
  return undefined;
}

describe('/careers', () => {
  it('renders Join Our Team with its own title, description, canonical and breadcrumbs', async () => {
    const { response, html } = await getPage('/careers');
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>Join Our Team | ${siteConfig.name}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}/careers"/>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<h1[^>]*>Join Our Team<\/h1>/);
  });

  it('shows the four benefits and the No Current Openings notice', async () => {
    const { text } = await getPage('/careers');
    expectEachPhrase(text, ['Innovation', 'Growth', 'Flexible Working', 'Impact']);
    expect(text).toContain('No Current Openings');
  });

  it.each([
    ['Join Our Talent Pool', talentPoolEmail],
    ['Send General Application', generalApplicationEmail],
  ])('%s opens a mail to the hello mailbox with a prefilled subject and body', async (label, email) => {
    const { html } = await getPage('/careers');
    const href = linkHref(html, label);
    expect(href).toMatch(/^mailto:/);
    const url = new URL(href ?? '');
    expect(url.pathname).toBe(seededDetails.email);
    expect(url.searchParams.get('subject')).toBe(email.subject);
    expect(url.searchParams.get('body')).toBe(email.body);
    expect(email.body).toContain('My name:');
    // %20 rather than "+": mail programs do not turn "+" into a space.
    expect(href).not.toContain('+');
  });

  it('lists the four-step process in order with its promises', async () => {
    const { html, text } = await getPage('/careers');
    const steps = [...html.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)]
      .map((match) => visibleText(match[1] ?? ''))
      .filter((heading) => heading.startsWith('Step '));
    expect(steps).toEqual(['Step 1: Apply', 'Step 2: Initial Review', 'Step 3: Interview', 'Step 4: Welcome']);
    expect(text).toContain('within 5 working days');
    expect(text).toContain('by video or in person');
  });

  it('points to the talent pool questionnaire', async () => {
    const { html } = await getPage('/careers');
    expect(linkHref(html, 'talent pool questionnaire')).toBe('/recruitment');
  });
});

describe('/getting-started', () => {
  it('renders the welcome with its own title, canonical and breadcrumbs', async () => {
    const { response, html } = await getPage('/getting-started');
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>Getting Started | ${siteConfig.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${siteConfig.origin}/getting-started"/>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<h1[^>]*>Getting Started<\/h1>/);
  });

  it('has a Contact Us Today button to the home contact section', async () => {
    const { html } = await getPage('/getting-started');
    expect(linkHref(html, 'Contact Us Today')).toBe('/#contact');
  });

  it('explains the free consultation, what to prepare and realistic timelines', async () => {
    const { text } = await getPage('/getting-started');
    expect(text).toContain(`Free ${siteConfig.freeConsultationMinutes}-minute consultation`);
    expect(text).toContain('What to prepare');
    for (const [service, duration] of [
      ['Business plan', '4-6 weeks'],
      ['Facility design', '2-4 weeks'],
      ['Staff training', '1-3 weeks'],
    ]) {
      expect(text).toContain(`${service} ${duration}`);
    }
  });

  it('quotes only timelines the FAQ also gives', () => {
    const answers = fullFaq.map((item) => item.answer).join('\n');
    for (const timeline of serviceTimelines) expect(answers).toContain(timeline.duration);
  });
});
