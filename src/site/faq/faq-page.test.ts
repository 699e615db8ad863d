/** /faq as the server renders it (spec 02 §2, §9): 24 questions in 7 categories, the filter, structured data and the links around it. */
import { describe, expect, it } from 'vitest';
import { fullFaq } from '../../content/faq';
import { siteConfig } from '../../content/site-config';
import {
  decodeHtml,
  linksIn,
  linksNamed,
  parseMailto,
  sliceBetween,
  structuredData,
  textOf,
} from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { seededDetails, withDetails } from '../../content/business-details';

const CATEGORIES = [
  ['getting-started', 'Getting Started'],
  ['business-planning', 'Business Planning'],
  ['operations-training', 'Operations & Training'],
  ['facility-design', 'Facility Design'],
  ['compliance-legal', 'Compliance & Legal'],
  ['costs-investment', 'Costs & Investment'],
  ['timeline-process', 'Timeline & Process'],
] as const;

async function faqPage(path = '/faq') {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const questionsIn = (html: string) =>
  [...html.matchAll(/<summary\b[^>]*>\s*<span>(.*?)<\/span>/gs)].map(([, text = '']) => decodeHtml(text));

/** Each category section's opening tag, in order: its slug and whether it is hidden. */
const sectionsIn = (html: string) =>
  [...html.matchAll(/<section\b[^>]*\bdata-faq-category="([^"]+)"[^>]*>/g)].map(([tag, slug = '']) => ({
    slug,
    hidden: /\bhidden=""/.test(tag),
  }));

/** The filter buttons in order, with their value, label and pressed state. */
const filterButtonsIn = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/gs)]
    .filter(([, attributes = '']) => /\bname="category"/.test(attributes))
    .map(([, attributes = '', inner = '']) => ({
      value: /\bvalue="([^"]*)"/.exec(attributes)?.[1],
      label: textOf(inner),
      pressed: /\baria-pressed="([^"]*)"/.exec(attributes)?.[1],
      submits: /\btype="submit"/.test(attributes),
    }));

const faqStructuredData = (html: string) => {
  const data = structuredData(html).find((block) => block['@type'] === 'FAQPage') as
    | { mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] }
    | undefined;
  expect(data).toBeDefined();
  return data?.mainEntity ?? [];
};

const statusText = (html: string) => textOf(/<p role="status"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '');

describe('/faq', () => {
  it('has its own title, description, canonical address and breadcrumb trail', async () => {
    const html = await faqPage();
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('Frequently Asked Questions');
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(`Frequently Asked Questions | ${siteConfig.name}`);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${siteConfig.origin}/faq`);
    expect(decodeHtml(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '')).toMatch(
      /pet-care business owners/,
    );
    const breadcrumbs = structuredData(html).find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${siteConfig.origin}/`,
      `${siteConfig.origin}/faq`,
    ]);
  });

  it('shows all 24 questions with their answers, grouped under the 7 categories in order, each a native <details>', async () => {
    const html = await faqPage();
    const questions = questionsIn(html);
    expect(questions).toHaveLength(24);
    expect(new Set(questions).size).toBe(24);
    expect(html.match(/<details\b/g)).toHaveLength(24);
    // No details is forced open or closed by the page: each opens on its own.
    expect(/<details\b[^>]*\bopen/.test(html)).toBe(false);
    expect(sectionsIn(html)).toEqual(CATEGORIES.map(([slug]) => ({ slug, hidden: false })));
    const headings = [...html.matchAll(/<h2 id="faq-[a-z-]+-heading"[^>]*>(.*?)<\/h2>/g)].map(([, text = '']) =>
      decodeHtml(text),
    );
    expect(headings).toEqual(CATEGORIES.map(([, name]) => name));
    const counts = CATEGORIES.map(([slug], index) => {
      const next = CATEGORIES[index + 1];
      const section = sliceBetween(
        html,
        `data-faq-category="${slug}"`,
        next ? [`data-faq-category="${next[0]}"`] : ['<p role="status"', 'id="still-have-questions"'],
      );
      return questionsIn(section).length;
    });
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(24);
    expect(counts.every((count) => count >= 3)).toBe(true);
    const answers = textOf(sliceBetween(html, 'data-faq-category="getting-started"', ['id="still-have-questions"']));
    // {phone} and {email} in the seeded answers show as the business details.
    for (const item of fullFaq) expect(answers).toContain(withDetails(item.answer, seededDetails));
    expect(statusText(html)).toBe('Showing all 24 questions.');
  });

  it('answers carry the facts the spec lists', async () => {
    const answers = textOf(
      sliceBetween(await faqPage(), 'data-faq-category="getting-started"', ['id="still-have-questions"']),
    );
    expectEachPhrase(answers, [
      'business plans, facility design, operations training, compliance support and funding preparation',
      'free 30-minute consultation',
      'A full business plan usually takes 4-6 weeks',
      'Facility design and planning usually takes 2-4 weeks',
      'Staff training itself is usually delivered over 1-3 weeks',
      'It usually takes 4-8 weeks',
      'payment plans are available',
      'anywhere in the UK',
      'delivered remotely by video call',
      'limited service outside the UK',
    ]);
  });

  it('offers All Questions plus one filter button per category, as submit buttons with aria-pressed', async () => {
    const html = await faqPage();
    // Without JavaScript a button submits this form: GET /faq?category=slug.
    const form = /<form\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(/\bmethod="get"/.test(form) && /\baction="\/faq"/.test(form)).toBe(true);
    const buttons = filterButtonsIn(html);
    expect(buttons.map((button) => button.label)).toEqual(['All Questions', ...CATEGORIES.map(([, name]) => name)]);
    expect(buttons.map((button) => button.value)).toEqual(['all', ...CATEGORIES.map(([slug]) => slug)]);
    expect(buttons.every((button) => button.submits)).toBe(true);
    expect(buttons.map((button) => button.pressed)).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(/role="group" aria-labelledby="[^"]+"/.test(html)).toBe(true);
  });

  it('?category= filters on the server, so the filter works without JavaScript', async () => {
    const html = await faqPage('/faq?category=business-planning');
    expect(sectionsIn(html)).toEqual(CATEGORIES.map(([slug]) => ({ slug, hidden: slug !== 'business-planning' })));
    const pressed = filterButtonsIn(html).filter((button) => button.pressed === 'true');
    expect(pressed.map((button) => button.label)).toEqual(['Business Planning']);
    const planning = fullFaq.filter((item) => item.category === 'Business Planning');
    expect(statusText(html)).toBe(`Showing ${planning.length} questions in Business Planning.`);
    // The other questions stay in the page (hidden) so All Questions can bring them back once the island runs.
    expect(questionsIn(html)).toHaveLength(24);
    expect(faqStructuredData(html).map((entry) => entry.name)).toEqual(planning.map((item) => item.question));
    // The canonical address stays /faq.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${siteConfig.origin}/faq`);
  });

  it('an unknown or "all" category shows every question with All Questions pressed', async () => {
    for (const path of ['/faq?category=all', '/faq?category=no-such-category', '/faq?category=']) {
      const html = await faqPage(path);
      expect(sectionsIn(html).every((section) => !section.hidden)).toBe(true);
      expect(filterButtonsIn(html)[0]).toMatchObject({ label: 'All Questions', pressed: 'true' });
      expect(faqStructuredData(html)).toHaveLength(24);
    }
  });

  it('describes all 24 questions as FAQPage structured data', async () => {
    const entities = faqStructuredData(await faqPage());
    expect(entities).toHaveLength(24);
    expect(entities.map((entry) => entry.name)).toEqual(fullFaq.map((item) => item.question));
    expect(
      entities.every(
        (entry) =>
          entry['@type'] === 'Question' &&
          entry.acceptedAnswer['@type'] === 'Answer' &&
          entry.acceptedAnswer.text.length > 80,
      ),
    ).toBe(true);
  });

  it('ends with Still Have Questions? (consultation and direct contact) and three tiles, Case Studies marked Coming Soon without a link', async () => {
    const html = await faqPage();
    const block = sliceBetween(html, 'id="still-have-questions"', ['id="explore-more"']);
    expect(textOf(block)).toContain('Still Have Questions?');
    expect(linksNamed(block, 'Book Free Consultation').map((link) => link.href)).toEqual(['/#contact']);
    const direct = linksNamed(block, 'Contact Us Directly');
    expect(direct).toHaveLength(1);
    expect(parseMailto(direct[0]?.href ?? '').to).toBe(seededDetails.email);

    const tiles = sliceBetween(html, 'id="explore-more"', ['</section>']);
    expect(linksNamed(tiles, 'Getting Started').map((link) => link.href)).toEqual(['/getting-started']);
    expect(linksNamed(tiles, 'Our Services').map((link) => link.href)).toEqual(['/#services']);
    const caseStudies = sliceBetween(tiles, 'data-tile="case-studies"', ['</li>']);
    expect(textOf(caseStudies)).toContain('Case Studies');
    expect(textOf(caseStudies)).toContain('Coming Soon');
    expect(linksIn(caseStudies)).toEqual([]);
  });
});
