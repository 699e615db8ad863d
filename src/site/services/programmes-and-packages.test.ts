/**
 * The programmes (service cards) and packages (the booking wizard's boxes) as a visitor sees them on the home page,
 * from the rows the seed published: the cards' starting prices and the packages' prices are spec 01 §9's, and a card
 * offers a package as its smaller way in only when the package costs less and covers part of it. Financial Planning &
 * Analysis (from £1,695) no longer offers the £1,795 Cash-Flow & Pricing Model, nor Operations Management the Team
 * Training Days, which is part of staff training only.
 */
import { describe, expect, it } from 'vitest';
import { cardsOf, estimateOf, wizardBoxesOf } from '../../../test/support/offer-html';
import { pageHtml, pageText } from '../../../test/support/page-html';
import { specPackagePrices } from '../../../test/support/spec-packages';

const pounds = (label: string) => Number(label.replace(/[^\d]/g, ''));

describe('the service cards', () => {
  it('are the ten programmes of spec 01 in order, with its starting prices', async () => {
    const cards = cardsOf(await pageHtml('/'));
    expect(cards.map((card) => [card.title, card.startingFrom])).toEqual([
      ['Business Consultancy', 'Starting from £2,195'],
      ['Facility Design & Planning', 'Starting from £1,395'],
      ['Staff Training & Development', 'Starting from £1,595'],
      ['Compliance & Licensing', 'Starting from £1,895'],
      ['Operations Management', 'Starting from £2,395'],
      ['Financial Planning & Analysis', 'Starting from £1,695'],
      ['Performance Optimisation', 'Starting from £2,095'],
      ['Policy Development', 'Starting from £1,295'],
      ['Customer Experience Design', 'Starting from £2,295'],
      ['Website Design', 'Starting from £895'],
    ]);
    expect(pageText(await pageHtml('/'))).toContain('ten programmes across our five core services');
  });

  it('offer a smaller package only where it costs less than the programme, and one the wizard books', async () => {
    const html = await pageHtml('/');
    const boxes = new Map(wizardBoxesOf(html).map((box) => [box.id, box]));
    const offers = cardsOf(html).map((card) => [card.title, card.smaller?.text, card.smaller?.href]);
    expect(offers).toEqual([
      ['Business Consultancy', 'Business Plan package, £1,995', '/?book=business-planning#book-consultation'],
      ['Facility Design & Planning', 'Facility Layout package, £1,295', '/?book=facility-design#book-consultation'],
      [
        'Staff Training & Development',
        'Team Training Days package, £1,495',
        '/?book=operations-training#book-consultation',
      ],
      ['Compliance & Licensing', 'Licence Inspection Preparation package, £995', '/?book=compliance#book-consultation'],
      ['Operations Management', undefined, undefined],
      ['Financial Planning & Analysis', undefined, undefined],
      [
        'Performance Optimisation',
        'Performance Review package, £1,595',
        '/?book=performance-optimisation#book-consultation',
      ],
      ['Policy Development', 'Policy Pack package, £1,195', '/?book=policy-development#book-consultation'],
      [
        'Customer Experience Design',
        'Client Journey Review package, £1,395',
        '/?book=customer-experience#book-consultation',
      ],
      ['Website Design', 'Starter Website package, £795', '/?book=website-design#book-consultation'],
    ]);
    for (const card of cardsOf(html)) {
      if (!card.smaller) continue;
      const id = /book=([^#]+)/.exec(card.smaller.href)?.[1] ?? '';
      expect(pounds(boxes.get(id)?.price ?? '0'), card.title).toBeLessThan(pounds(card.startingFrom));
    }
  });

  it('name no package like a card', async () => {
    const html = await pageHtml('/');
    const titles = new Set(cardsOf(html).map((card) => card.title));
    expect(wizardBoxesOf(html).filter((box) => titles.has(box.name))).toEqual([]);
  });
});

describe('the booking wizard', () => {
  it('offers the eleven packages of spec 01 §9 at its prices, in its order', async () => {
    const boxes = wizardBoxesOf(await pageHtml('/'));
    expect(boxes.map((box) => [box.id, pounds(box.price)])).toEqual(Object.entries(specPackagePrices));
  });

  it('names under each package the programmes that offer it, and only those', async () => {
    const boxes = new Map(wizardBoxesOf(await pageHtml('/')).map((box) => [box.id, box.text]));
    expect(boxes.get('operations-training')).toContain(
      'Part of Staff Training & Development (full programme from £1,595)',
    );
    expect(boxes.get('operations-training')).not.toContain('Operations Management');
    expect(boxes.get('financial-planning')).not.toContain('Part of');
    expect(boxes.get('compliance')).toContain('Part of Compliance & Licensing (full programme from £1,895)');
  });

  it('opens with a package ticked from the address, and says what its estimate is for', async () => {
    const html = await pageHtml('/?book=compliance');
    expect(
      wizardBoxesOf(html)
        .filter((box) => box.checked)
        .map((box) => box.id),
    ).toEqual(['compliance']);
    expect(estimateOf(html)).toBe('£995');
    const text = pageText(html);
    expect(text).toContain('Estimate for the packages you chose £995');
    expect(text).toContain(
      'Your 30-minute consultation is free. Final pricing is set during your consultation, once we understand your business and goals.',
    );
  });

  it('ticks nothing for a package it does not offer', async () => {
    const html = await pageHtml('/?book=nothing-we-sell');
    expect(wizardBoxesOf(html).filter((box) => box.checked)).toEqual([]);
    expect(estimateOf(html)).toBeUndefined();
  });
});
