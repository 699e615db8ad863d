/** /doggy-daycare-guide and /doggy-daycare-london as the server renders them (spec 02 §2, §9). */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { linksIn, linksNamed, pageHtml, sliceBetween, structuredData, textOf } from '../../../test/support/page-html';
import { expectEachPhrase } from '../../../test/support/site-page-text';
import { phoneHref, seededDetails } from '../../content/business-details';

const page = pageHtml;

const titleOf = (html: string) => textOf(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) => textOf(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const islandsOf = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name);
const blockOfType = (html: string, type: string) => structuredData(html).find((block) => block['@type'] === type);
/** The part of the page inside <main>: leaves the shared header and footer out. */
const mainOf = (html: string) => sliceBetween(html, '<main', ['</main>']);
/** One element carrying a data attribute, up to the next element with the same attribute or the end of its list. */
const itemWith = (html: string, attribute: string, id: string) =>
  elementFrom(html, `${attribute}="${id}"`, [`${attribute}="`, '</ul>', '</tbody>', '</svg>']);
/** From an attribute inside an opening tag to the first end marker: the element's content, without the rest of either tag. */
function elementFrom(html: string, marker: string, ends: string[]): string {
  const slice = sliceBetween(html, marker, ends);
  return slice.slice(slice.indexOf('>') + 1).replace(/<[^>]*$/, '');
}

describe('/doggy-daycare-guide', () => {
  /** Spec 02 §9: the eight cost lines as a visitor reads them. */
  const COST_LINES = [
    { id: 'licensing', label: 'Licensing & permits', low: '£500', high: '£2,000' },
    { id: 'lease', label: 'Premises lease', low: '£20,000', high: '£60,000' },
    { id: 'fit-out', label: 'Facility fit-out', low: '£15,000', high: '£50,000' },
    { id: 'insurance', label: 'Insurance', low: '£2,000', high: '£5,000' },
    { id: 'equipment', label: 'Equipment', low: '£5,000', high: '£15,000' },
    { id: 'marketing', label: 'Marketing & launch', low: '£2,000', high: '£5,000' },
    { id: 'working-capital', label: 'Working capital', low: '£10,000', high: '£20,000' },
    { id: 'professional-fees', label: 'Professional fees', low: '£3,000', high: '£8,000' },
  ];

  it('has its own title, description, canonical address, breadcrumbs and article data, and ships no island', async () => {
    const html = await page('/doggy-daycare-guide');
    expect(titleOf(html)).toBe(`How to Start a Doggy Daycare in the UK: Costs, Licences & Steps | ${siteConfig.name}`);
    expect(descriptionOf(html)).toMatch(/^Open a doggy daycare in the UK: startup costs of £57,500–£165,000/);
    expect(canonicalOf(html)).toBe(`${siteConfig.origin}/doggy-daycare-guide`);
    const breadcrumbs = blockOfType(html, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${siteConfig.origin}/`,
      `${siteConfig.origin}/doggy-daycare-guide`,
    ]);
    expect(textOf(sliceBetween(html, '<nav aria-label="Breadcrumb"', ['</nav>']))).toBe('Home › Doggy Daycare Guide');
    expect(blockOfType(html, 'Article')).toMatchObject({
      headline: 'How to Start a Doggy Daycare in the UK',
      inLanguage: 'en-GB',
    });
    const howTo = blockOfType(html, 'HowTo') as { estimatedCost: object; step: unknown[] };
    expect(howTo.estimatedCost).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      minValue: 57_500,
      maxValue: 165_000,
    });
    expect(howTo.step).toHaveLength(6);
    expect(islandsOf(html)).toEqual(['site-header']);
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('How to Start a Doggy Daycare in the UK');
  });

  it('lists the eight startup cost lines and their total in a table', async () => {
    const html = await page('/doggy-daycare-guide');
    const section = sliceBetween(html, '<section id="startup-costs"', ['</section>']);
    const rows = [...section.matchAll(/data-cost-line="([^"]+)"/g)].map(([, id]) => id);
    expect(rows).toEqual(COST_LINES.map((cost) => cost.id));
    for (const cost of COST_LINES) {
      const row = textOf(elementFrom(section, `data-cost-line="${cost.id}"`, ['</tr>']));
      expect(row.startsWith(`${cost.label} `), row).toBe(true);
      expect(row.endsWith(` ${cost.low} ${cost.high}`), row).toBe(true);
    }
    expect(textOf(elementFrom(section, 'data-cost-total', ['</tr>']))).toBe('Total £57,500 £165,000');
    expect(textOf(section)).toContain('typically costs £57,500–£165,000 before contingency');
    expect(textOf(section)).toContain('£11,500–£49,500 more, a total budget of £69,000–£214,500');
  });

  it('draws the ranges as an SVG chart with a text alternative, in a wide and a phone layout', async () => {
    const html = await page('/doggy-daycare-guide');
    const section = sliceBetween(html, '<section id="startup-costs"', ['</section>']);
    const svgs = [...section.matchAll(/<svg\b.*?<\/svg>/gs)].map(([svg]) => svg);
    expect(svgs.map((svg) => /data-chart-layout="([^"]+)"/.exec(svg)?.[1])).toEqual(['side', 'stacked']);
    // One layout shows at a time; the other is display:none and so hidden from assistive technology too.
    expect(/^<svg[^>]*class="([^"]*)"/.exec(svgs[0] ?? '')?.[1]).toContain('hidden');
    expect(/^<svg[^>]*class="([^"]*)"/.exec(svgs[0] ?? '')?.[1]).toContain('sm:block');
    expect(/^<svg[^>]*class="([^"]*)"/.exec(svgs[1] ?? '')?.[1]).toContain('sm:hidden');
    for (const svg of svgs) {
      const layout = /data-chart-layout="([^"]+)"/.exec(svg)?.[1] ?? '';
      expect(svg).toMatch(/^<svg[^>]*\brole="img"/);
      expect(svg).toMatch(new RegExp(`^<svg[^>]*\\baria-labelledby="startup-cost-chart-${layout}-title"`));
      expect(svg).toMatch(new RegExp(`^<svg[^>]*\\baria-describedby="startup-cost-chart-${layout}-desc"`));
      expect(
        textOf(new RegExp(`<title id="startup-cost-chart-${layout}-title">(.*?)</title>`, 's').exec(svg)?.[1] ?? ''),
      ).toBe('Chart of the eight startup cost ranges');
      const description = textOf(
        new RegExp(`<desc id="startup-cost-chart-${layout}-desc">(.*?)</desc>`, 's').exec(svg)?.[1] ?? '',
      );
      expect(description).toContain('shared scale from £0 to £60,000');
      for (const cost of COST_LINES) expect(description).toContain(`${cost.label} ${cost.low} to ${cost.high}`);
      expect([...svg.matchAll(/data-cost-bar="([^"]+)"/g)].map(([, id]) => id)).toEqual(
        COST_LINES.map((cost) => cost.id),
      );
      expect(textOf(itemWith(svg, 'data-cost-bar', 'lease'))).toBe('Premises lease £20k–£60k');
      expect(textOf(itemWith(svg, 'data-cost-bar', 'licensing'))).toBe('Licensing & permits £500–£2k');
    }
    // The table holds the same figures as text, under the chart.
    expect(section.indexOf('<caption')).toBeGreaterThan(section.indexOf('</figure>'));
  });

  it('sets out six launch steps, each with a timeframe, consistent with 6-12 months to launch', async () => {
    const html = await page('/doggy-daycare-guide');
    const section = sliceBetween(html, '<section id="launch-steps"', ['</section>']);
    const steps = [...section.matchAll(/<li id="step-(\d)"/g)].map(([, number]) => Number(number));
    expect(steps).toEqual([1, 2, 3, 4, 5, 6]);
    const timeframes = [1, 2, 3, 4, 5, 6].map((number) =>
      textOf(
        /<span class="badge">(.*?)<\/span>/.exec(
          sliceBetween(section, `id="step-${number}"`, ['id="step-', '</ol>']),
        )?.[1] ?? '',
      ),
    );
    expect(timeframes).toEqual([
      '4-6 weeks',
      '4-8 weeks',
      '8-12 weeks',
      '6-12 weeks',
      '6-10 weeks',
      '4-8 weeks before opening',
    ]);
    expect(textOf(sliceBetween(section, 'id="step-4"', ['id="step-5"']))).toContain('Apply for your licence');
    expect(textOf(section)).toContain('opens 6-12 months after the first spreadsheet');
  });

  it('names the four licensing items with their durations', async () => {
    const html = await page('/doggy-daycare-guide');
    const section = sliceBetween(html, '<section id="licensing"', ['</section>']);
    const item = (id: string) => textOf(itemWith(section, 'data-licensing-item', id));
    expect(item('boarding-licence')).toMatch(
      /^Boarding licence Allow 6-12 weeks An animal activity licence from your local council\./,
    );
    expect(item('business-registration')).toMatch(/^Business registration Allow 1-2 weeks .*Companies House/);
    expect(item('public-liability')).toMatch(/^Public liability insurance Allow 1-3 days Minimum £2 million cover/);
    expect(item('health-and-safety')).toMatch(/^Health and safety Ongoing /);
    expect([...section.matchAll(/data-licensing-item="/g)]).toHaveLength(4);
  });

  it('shows the key figures and the UK rules', async () => {
    const text = textOf(mainOf(await page('/doggy-daycare-guide')));
    expectEachPhrase(text, [
      'Minimum indoor space 2,000 sq ft',
      'Budget contingency 20-30%',
      'Working capital 6 months',
      'Dogs per day 30-100',
      'To launch 6-12 months',
      `Free consultation ${siteConfig.freeConsultationMinutes}-minute`,
    ]);
    expect(text).toContain('Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018');
    expect(text).toContain(
      'In Scotland and Wales dog boarding is still licensed under the Animal Boarding Establishments Act 1963',
    );
    expect(text).toContain('the local council is the licensing authority');
    expect(text).toContain('sui generis');
    expect(text).toContain('at least one member of staff for every 10 dogs');
    expect(text).toContain('holds around 30 dogs');
  });

  it('links to the contact section, the startup costs and the phone line', async () => {
    const html = await page('/doggy-daycare-guide');
    const main = mainOf(html);
    const hero = sliceBetween(main, '<h1', ['</section>']);
    expect(linksNamed(hero, 'Book Free Consultation').map((link) => link.href)).toEqual(['/#contact']);
    expect(linksNamed(hero, 'See Startup Costs').map((link) => link.href)).toEqual(['#startup-costs']);
    expect(main).toContain('<section id="startup-costs"');
    for (const link of linksNamed(main, 'Book Free Consultation')) expect(link.href).toBe('/#contact');
    const calls = linksIn(main).filter((link) => link.href.startsWith('tel:'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.href).toBe(phoneHref(seededDetails));
      expect(call.text).toBe(`Call ${seededDetails.phoneDisplay}`);
    }
    expect(linksIn(main).map((link) => link.href)).toContain('/doggy-daycare-london');
    // Every in-page link lands on something.
    for (const link of linksIn(main).filter((candidate) => candidate.href.startsWith('#')))
      expect(main).toContain(`id="${link.href.slice(1)}"`);
  });
});

describe('/doggy-daycare-london', () => {
  const BOROUGHS = [
    'Barnet',
    'Bromley',
    'Camden',
    'Croydon',
    'Ealing',
    'Greenwich',
    'Hackney',
    'Hammersmith and Fulham',
    'Haringey',
    'Islington',
    'Kensington and Chelsea',
    'Lambeth',
    'Lewisham',
    'Newham',
    'Richmond upon Thames',
    'Southwark',
    'Tower Hamlets',
    'Waltham Forest',
    'Wandsworth',
    'Westminster',
  ];
  /** The boroughs the page lists by name, as a visitor reads them. */
  const boroughsListed = (html: string) =>
    [...sliceBetween(html, 'data-boroughs', ['</ul>']).matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, inner]) =>
      textOf(inner ?? ''),
    );

  it('has its own title, description, canonical address, breadcrumbs and service data, and ships no island', async () => {
    const html = await page('/doggy-daycare-london');
    expect(titleOf(html)).toBe(`Doggy Daycare Consultancy in London | ${siteConfig.name}`);
    expect(descriptionOf(html)).toContain('across 20 boroughs');
    expect(canonicalOf(html)).toBe(`${siteConfig.origin}/doggy-daycare-london`);
    const breadcrumbs = blockOfType(html, 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${siteConfig.origin}/`,
      `${siteConfig.origin}/doggy-daycare-london`,
    ]);
    const service = blockOfType(html, 'ProfessionalService') as { areaServed: { name: string }[]; telephone: string };
    expect(service.areaServed.map((area) => area.name)).toEqual(BOROUGHS);
    expect(service.telephone).toBe(seededDetails.phoneDial);
    expect(islandsOf(html)).toEqual(['site-header']);
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe('Doggy Daycare Consultancy in London');
  });

  it('lists the 20 boroughs served by name', async () => {
    const html = await page('/doggy-daycare-london');
    const names = boroughsListed(html);
    expect(names).toEqual(BOROUGHS);
    expect(new Set(names).size).toBe(20);
    expect(textOf(mainOf(html))).toContain('The 20 boroughs we serve');
  });

  it('shows four challenge cards, each with advice', async () => {
    const html = await page('/doggy-daycare-london');
    const ids = [...html.matchAll(/data-challenge="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(['rents', 'planning', 'space', 'competition-and-staffing']);
    const titles = ids.map((id) =>
      textOf(
        /<h3[^>]*>(.*?)<\/h3>/s.exec(sliceBetween(html, `data-challenge="${id}"`, ['</li></ul></li>']))?.[1] ?? '',
      ),
    );
    expect(titles).toEqual([
      'High commercial rents',
      'Planning & change of use',
      'Space & outdoor area',
      'Competition & staffing costs',
    ]);
    for (const id of ids) {
      const card = sliceBetween(html, `data-challenge="${id}"`, ['</li></ul></li>']);
      expect(textOf(card)).toContain('Our advice');
      expect([...card.matchAll(/<li>/g)].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows the market statistics and the Central and East London blurbs', async () => {
    const html = await page('/doggy-daycare-london');
    const text = textOf(mainOf(html));
    expect(text).toContain('Population 9M+');
    expect(text).toContain('Average income £45k+');
    expect(text).toContain('Working professionals 65%');
    const central = textOf(elementFrom(html, 'id="central-london"', ['</article>']));
    const east = textOf(elementFrom(html, 'id="east-london"', ['</article>']));
    expect(central).toMatch(
      /^Central London Westminster, Camden, Islington, Kensington and Chelsea .*Congestion Charge/,
    );
    expect(east).toMatch(/^East London Hackney, Tower Hamlets, Newham, Waltham Forest .*railway arches/);
  });

  it('links to the contact section, the phone line and the startup guide', async () => {
    const main = mainOf(await page('/doggy-daycare-london'));
    const hero = sliceBetween(main, '<h1', ['</section>']);
    expect(linksNamed(hero, 'Book Free Consultation').map((link) => link.href)).toEqual(['/#contact']);
    for (const link of linksNamed(main, 'Book Free Consultation')) expect(link.href).toBe('/#contact');
    const calls = linksIn(main).filter((link) => link.href.startsWith('tel:'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls)
      expect(call).toMatchObject({ href: phoneHref(seededDetails), text: `Call ${seededDetails.phoneDisplay}` });
    expect(linksNamed(main, 'Read the Doggy Daycare Startup Guide').map((link) => link.href)).toEqual([
      '/doggy-daycare-guide',
    ]);
  });
});
