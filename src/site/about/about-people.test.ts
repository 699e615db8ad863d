/**
 * The team and the clients' words in the home page's About section, as the owner publishes them through
 * /admin/content/team and /admin/content/testimonials: nothing at all until the first is published, then on the next
 * request; a draft never; a testimonial never without the date of the client's permission; portraits drawn from the
 * media library with every variant, their size and alt text.
 */
import { describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { createItem, libraryPicture, postNewItem, saveItem, withoutItemsOf } from '../../../test/support/content-kinds';
import { emptyPageCacheForEachTest } from '../../../test/support/page-cache-each-test';
import { decodeHtml, sliceBetween, textOf } from '../../../test/support/page-html';
import { count, request } from '../../../test/support/request';

const owner = ownerForEachTest(() => withoutItemsOf('team-member', 'testimonial'));
emptyPageCacheForEachTest();

/** The message shown under a field of a refused form. */
const messageOf = (html: string, id: string) =>
  textOf(new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1] ?? '');

/** The About section of the home page as a visitor gets it now, and whether the page cache answered. */
async function aboutSection() {
  const response = await request('/');
  expect(response.status).toBe(200);
  const html = await response.text();
  const about = sliceBetween(html, 'id="about"', ['</section>']);
  return { about, text: textOf(about.replace(/<!-- -->/g, '')), cache: response.headers.get('x-page-cache') };
}

const member = {
  name: 'Priya Shah',
  role: 'Founder and lead consultant',
  bio: 'Ran a 40-dog daycare in Leeds for eight years before starting the consultancy.',
};

const testimonial = {
  name: 'Tom Reid',
  business: 'Happy Tails Daycare, Bristol',
  quote: 'The licence inspection went through first time.',
};

describe('with nothing published', () => {
  it('the About section has no team and no clients’ words: no heading, no empty box', async () => {
    const { about, text } = await aboutSection();
    expect(text).toContain('Built around the way pet businesses really work');
    expect(text).not.toContain('Meet the team');
    expect(text).not.toContain('What our clients say');
    expect(about).not.toContain('data-about=');
    expect(tagsNamed(about, 'blockquote')).toEqual([]);
  });

  it('the owner finds the team and the testimonials in Content', async () => {
    const html = await (await owner.get('/admin/content')).text();
    const links = tagsNamed(html, 'a').map((link) => link.href);
    for (const section of ['team', 'testimonials'])
      expect(links).toEqual(expect.arrayContaining([`/admin/content/${section}`, `/admin/content/${section}/new`]));
  });
});

describe('the team', () => {
  it('offers the library’s pictures for the photo, and a member published shows on the next request, drawn at every size', async () => {
    const photo = await libraryPicture(owner, 1200, 900, 'Priya at her desk');
    const form = await (await owner.get('/admin/content/team/new')).text();
    const choices = tagsNamed(sliceBetween(form, 'id="field-photo"', ['</select>']), 'option').map((o) => o.value);
    expect(choices).toEqual(['', photo.address]);

    await aboutSection();
    await createItem(owner, 'team', { ...member, photo: photo.address }, 'publish');
    const { about, text, cache } = await aboutSection();
    expect(cache).toBe('miss');
    expect(text).toContain('Meet the team');
    expect(text).toContain(`${member.name} ${member.role} ${member.bio}`);
    const [img, ...others] = tagsNamed(sliceBetween(about, 'data-about="team"', ['</ul>']), 'img');
    expect(others).toEqual([]);
    const variant = (width: number) => `/media/${photo.sha256}/${width}.webp`;
    expect(img).toMatchObject({
      src: variant(960),
      srcset: `${variant(480)} 480w, ${variant(720)} 720w, ${variant(960)} 960w`,
      width: '1200',
      height: '900',
      alt: `${member.name}, ${member.role}`,
      loading: 'lazy',
    });
  });

  it('keeps a draft off the page, and takes a member off when put back to draft', async () => {
    const photo = await libraryPicture(owner, 600, 600, 'A portrait');
    const id = await createItem(owner, 'team', { ...member, photo: photo.address }, 'draft');
    expect((await aboutSection()).text).not.toContain('Meet the team');
    expect((await saveItem(owner, 'team', id, { ...member, photo: photo.address }, 'publish')).status).toBe(303);
    expect((await aboutSection()).text).toContain(member.name);
    expect((await saveItem(owner, 'team', id, { ...member, photo: photo.address }, 'draft')).status).toBe(303);
    const { text } = await aboutSection();
    expect(text).not.toContain(member.name);
    expect(text).not.toContain('Meet the team');
  });

  it('refuses a member without a photo from the library, beside the field', async () => {
    const refused = await postNewItem(
      owner,
      'team',
      { ...member, photo: '/images/about/consultation-call.svg' },
      'publish',
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(tagsNamed(html, 'select').find((select) => select.id === 'field-photo')?.['aria-invalid']).toBe('true');
    expect(messageOf(html, 'field-photo')).toBe('Choose a photo from the media library');
    expect(await count("SELECT count(*) AS n FROM content_items WHERE kind = 'team-member'")).toBe(0);
  });
});

describe('testimonials', () => {
  it('refuses one without the date of the client’s permission, beside the field, and stores nothing', async () => {
    for (const permissionDate of ['', '2999-01-01']) {
      const refused = await postNewItem(owner, 'testimonials', { ...testimonial, permissionDate }, 'publish');
      expect(refused.status).toBe(400);
      const html = await refused.text();
      const input = tagsNamed(html, 'input').find((field) => field.id === 'field-permissionDate');
      expect(input).toMatchObject({ type: 'date', 'aria-invalid': 'true' });
      expect(input?.['aria-describedby']).toContain('field-permissionDate-error');
      expect(messageOf(html, 'field-permissionDate')).toBe(
        permissionDate
          ? 'Permission date cannot be in the future'
          : 'Record the date the client gave permission to publish their words',
      );
      // Every word typed is kept for the owner to finish.
      expect(decodeHtml(html)).toContain(testimonial.quote);
    }
    expect(await count("SELECT count(*) AS n FROM content_items WHERE kind = 'testimonial'")).toBe(0);
    expect((await aboutSection()).text).not.toContain('What our clients say');
  });

  it('shows one published with its permission date on the next request, without the date; a draft never', async () => {
    await aboutSection();
    await createItem(owner, 'testimonials', { ...testimonial, permissionDate: '2026-10-02' }, 'publish');
    await createItem(
      owner,
      'testimonials',
      { name: 'Ana Lopez', business: 'Paws Inn', quote: 'Not agreed yet.', permissionDate: '2026-10-03' },
      'draft',
    );
    const { about, text, cache } = await aboutSection();
    expect(cache).toBe('miss');
    expect(text).toContain('What our clients say');
    const quotes = sliceBetween(sliceBetween(about, 'data-about="testimonials"', ['</ul>']), '<ul', []);
    expect(tagsNamed(quotes, 'blockquote')).toHaveLength(1);
    expect(textOf(quotes).replace(/ ,/g, ',')).toBe(
      `“${testimonial.quote}” ${testimonial.name}, ${testimonial.business}`,
    );
    expect(text).not.toContain('Ana Lopez');
    expect(about).not.toContain('2026-10-02');
  });
});
