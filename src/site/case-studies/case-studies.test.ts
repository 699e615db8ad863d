/**
 * Case studies as the owner publishes them through /admin/content/case-studies: until the first is published,
 * /case-studies is a 404 that the sitemap does not list and /faq's tile is the spec's Coming Soon, with no link; then,
 * on the next request, the page with every photo drawn from the media library, and the tile linking to it. A draft
 * never shows.
 */
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { createItem, libraryPicture, postNewItem, saveItem, withoutItemsOf } from '../../../test/support/content-kinds';
import { emptyPageCacheForEachTest } from '../../../test/support/page-cache-each-test';
import { decodeHtml, linksIn, pageText, sliceBetween, textOf } from '../../../test/support/page-html';
import { count, request } from '../../../test/support/request';

const owner = ownerForEachTest(() => withoutItemsOf('case-study'));
emptyPageCacheForEachTest();

const study = {
  business: 'Barking Mad Daycare, Leeds',
  problem: 'Weekday occupancy had stalled.\n\nStaff turnover was high.',
  work: 'A new pricing structure and a training plan for the team.',
  results: 'Occupancy 62% → 88% in 9 months\nStaff turnover halved in a year',
};

/** /faq's Case Studies tile as a visitor gets it now. */
async function caseStudiesTile() {
  const response = await request('/faq');
  expect(response.status).toBe(200);
  const html = await response.text();
  const tile = sliceBetween(html, 'data-tile="case-studies"', ['</li>']);
  return { tile, text: textOf(tile), links: linksIn(tile), page: html };
}

const sitemapLists = async (path: string) => (await (await request('/sitemap.xml')).text()).includes(`${path}</loc>`);

const messageOf = (html: string, id: string) =>
  textOf(new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '');

describe('with no case study published', () => {
  it('has no page, no sitemap entry and a Coming Soon tile on /faq that leads nowhere', async () => {
    expect((await request('/case-studies')).status).toBe(404);
    expect(await sitemapLists('/case-studies')).toBe(false);
    const { text, links, page } = await caseStudiesTile();
    expect(text).toContain('Case Studies');
    expect(text).toContain('Coming Soon');
    expect(links).toEqual([]);
    expect(linksIn(page).some((link) => link.href === '/case-studies')).toBe(false);
  });
});

describe('a case study published', () => {
  it('is on /case-studies on the next request with its photos at every size, linked from /faq and in the sitemap', async () => {
    const yard = await libraryPicture(owner, 1600, 1000, 'Library words, not these');
    const room = await libraryPicture(owner, 800, 600, 'Another');
    await caseStudiesTile();
    const form = await (await owner.get('/admin/content/case-studies/new')).text();
    // Two empty rows for photos, each offering the library's pictures.
    const rows = tagsNamed(form, 'select').filter((select) => /^photos\.\d\.image$/.test(select.name ?? ''));
    expect(rows.map((select) => select.name)).toEqual(['photos.0.image', 'photos.1.image']);
    const choices = tagsNamed(sliceBetween(form, 'name="photos.0.image"', ['</select>']), 'option');
    expect(choices.map((option) => option.value)).toEqual(['', room.address, yard.address]);

    await createItem(
      owner,
      'case-studies',
      {
        ...study,
        // An empty row between two photos is dropped.
        'photos.0.image': yard.address,
        'photos.0.alt': 'The new outdoor play yard with rubber matting',
        'photos.1.image': '',
        'photos.1.alt': '',
        'photos.2.image': room.address,
        'photos.2.alt': 'The quiet room with six rest beds',
      },
      'publish',
    );

    const tile = await caseStudiesTile();
    expect(tile.text).not.toContain('Coming Soon');
    expect(tile.links.map((link) => [link.text, link.href])).toEqual([['Case Studies', '/case-studies']]);
    expect(await sitemapLists('/case-studies')).toBe(true);

    const response = await request('/case-studies');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = pageText(html);
    expect(tagsNamed(html, 'h1')).toHaveLength(1);
    expect(text).toContain('Case Studies');
    expect(text).toContain(
      'Barking Mad Daycare, Leeds The problem Weekday occupancy had stalled. Staff turnover was high. What we did A new pricing structure and a training plan for the team. Results Occupancy 62% → 88% in 9 months Staff turnover halved in a year',
    );
    const article = sliceBetween(html, '<article', ['</article>']);
    const variant = (sha256: string, width: number) => `/media/${sha256}/${width}.webp`;
    expect(
      tagsNamed(article, 'img').map(({ src, srcset, width, height, alt, loading }) => ({
        src,
        srcset,
        width,
        height,
        alt,
        loading,
      })),
    ).toEqual([
      {
        src: variant(yard.sha256, 1600),
        srcset: `${variant(yard.sha256, 480)} 480w, ${variant(yard.sha256, 720)} 720w, ${variant(yard.sha256, 960)} 960w, ${variant(yard.sha256, 1600)} 1600w`,
        width: '1600',
        height: '1000',
        alt: 'The new outdoor play yard with rubber matting',
        loading: 'lazy',
      },
      {
        src: variant(room.sha256, 800),
        srcset: `${variant(room.sha256, 480)} 480w, ${variant(room.sha256, 720)} 720w, ${variant(room.sha256, 800)} 800w`,
        width: '800',
        height: '600',
        alt: 'The quiet room with six rest beds',
        loading: 'lazy',
      },
    ]);
  });

  it('is kept by the page cache only while the content is unchanged: an edit shows on the next request', async () => {
    const id = await createItem(owner, 'case-studies', study, 'publish');
    expect((await request('/case-studies')).headers.get('x-page-cache')).toBe('miss');
    expect((await request('/case-studies')).headers.get('x-page-cache')).toBe('hit');
    const edited = { ...study, business: 'Barking Mad Daycare, Wakefield' };
    expect((await saveItem(owner, 'case-studies', id, edited, 'save')).status).toBe(303);
    const response = await request('/case-studies');
    expect(response.headers.get('x-page-cache')).toBe('miss');
    expect(pageText(await response.text())).toContain('Barking Mad Daycare, Wakefield');
  });

  it('as a draft shows nowhere, and leaves when put back to draft', async () => {
    const id = await createItem(owner, 'case-studies', study, 'draft');
    expect((await request('/case-studies')).status).toBe(404);
    expect((await caseStudiesTile()).text).toContain('Coming Soon');
    expect((await saveItem(owner, 'case-studies', id, study, 'publish')).status).toBe(303);
    expect((await request('/case-studies')).status).toBe(200);
    expect((await saveItem(owner, 'case-studies', id, study, 'draft')).status).toBe(303);
    expect((await request('/case-studies')).status).toBe(404);
    expect((await caseStudiesTile()).links).toEqual([]);
  });
});

describe('the case study form', () => {
  it('refuses a photo without alt text, alt text without a photo and a result too long, each beside its field', async () => {
    const yard = await libraryPicture(owner, 640, 480, 'A yard');
    const refused = await postNewItem(
      owner,
      'case-studies',
      {
        ...study,
        results: `Occupancy 62% → 88% in 9 months\n${'x'.repeat(200)}`,
        'photos.0.image': yard.address,
        'photos.0.alt': '',
        'photos.1.image': '',
        'photos.1.alt': 'Words typed for a photo not chosen',
      },
      'publish',
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(messageOf(html, 'field-photos-0-alt')).toBe('Alt text is required');
    expect(messageOf(html, 'field-photos-1-image')).toBe('Choose a photo from the media library');
    expect(messageOf(html, 'field-results')).toBe('Line 2: A result must be at most 160 characters');
    for (const id of ['field-photos-0-alt', 'field-photos-1-image', 'field-results'])
      expect(html).toContain(`href="#${id}"`);
    // What was typed comes back, in the rows it was typed in.
    expect(
      tagsNamed(html, 'option').find((option) => option.value === yard.address && 'selected' in option),
    ).toBeDefined();
    expect(decodeHtml(html)).toContain('Words typed for a photo not chosen');
    expect(await count("SELECT count(*) AS n FROM content_items WHERE kind = 'case-study'")).toBe(0);
  });
});
