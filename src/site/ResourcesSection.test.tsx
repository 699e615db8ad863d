import { describe, expect, it } from 'vitest';
import { marketingCalendar } from '../content/marketing-calendar';
import { request } from '../../test/support/request';

async function resourcesHtml(): Promise<string> {
  const html = await (await request('/')).text();
  const start = html.indexOf('<section id="resources"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', html.lastIndexOf('data-island="booking-wizard"')));
}

describe('resource centre, server-rendered', () => {
  it('has every tool heading, the teaser and the four islands', async () => {
    const html = await resourcesHtml();
    for (const text of [
      'Free Resources &amp; Tools',
      '12-Month Marketing Calendar',
      'Growth Stage Quiz',
      'ROI Calculator',
      'Book Your Consultation',
      'Latest Insight',
    ]) {
      expect(html).toContain(text);
    }
    for (const island of ['marketing-calendar', 'growth-quiz', 'roi-calculator', 'booking-wizard']) {
      expect(html).toMatch(new RegExp(`data-island="${island}"[^>]*data-hydrate="visible"`));
    }
  });

  it('shows every month with its theme, each a closed disclosure that opens without script', async () => {
    const html = await resourcesHtml();
    for (const month of marketingCalendar) {
      expect(html).toContain(month.theme.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
    const calendar = html.slice(html.indexOf('id="marketing-calendar"'), html.indexOf('id="growth-quiz"'));
    const months = [...calendar.matchAll(/<details(?![^>]*\bopen\b)[^>]*>\s*<summary/g)];
    expect(months).toHaveLength(12);
  });

  it('shows the quiz intro, ROI inputs with defaults, and wizard step 1 with the services', async () => {
    const html = await resourcesHtml();
    expect(html).toContain('Start the Quiz');
    for (const value of ['50000', '8000', '35', '40', '75', '2']) expect(html).toContain(`value="${value}"`);
    expect(html).toContain('step="0.1"');
    expect(html).toContain('Calculate ROI');
    expect(html).not.toContain('Your Projected Returns');
    expect(html).toContain('Choose Your Services');
    expect(html).toContain('£1,995');
    expect(html.match(/<input[^>]*type="checkbox"[^>]*name="services"/g)).toHaveLength(11);
  });

  it('shows the Latest Insight teaser: the newest published article, its read time and a link to its page', async () => {
    const html = await resourcesHtml();
    const teaser = html.slice(
      html.indexOf('aria-labelledby="latest-insight-heading"'),
      html.indexOf('id="roi-calculator"'),
    );
    expect(teaser).toContain('19 Nov 2026');
    expect(teaser).toContain('6 min read');
    expect(teaser).toMatch(/href="\/blog\/animal-activity-licence-inspection-preparation"[^>]*>Read Article/);
    const article = await request('/blog/animal-activity-licence-inspection-preparation');
    expect(article.status).toBe(200);
  });
});
