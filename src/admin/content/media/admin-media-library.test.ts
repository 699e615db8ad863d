/**
 * The media library page: every picture, newest first, a page at a time, with where it is used; changing a picture's
 * alt text; deleting a picture, refused while a content item's document mentions it. Each change is audited and
 * bumps the content version.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { formPostingTo, tagsNamed } from '../../../../test/support/admin';
import {
  contentVersion,
  emptyMediaLibrary,
  insertContentItem,
  mediaKeys,
  mediaRows,
  postUpload,
} from '../../../../test/support/admin-media';
import { ownerForEachTest } from '../../../../test/support/admin-owner';
import { expectPrivatePage, openedFromMenu } from '../../../../test/support/admin-page-checks';
import { auditOf } from '../../../../test/support/inbox-items';
import { converted, pngPicture } from '../../../../test/support/media-pictures';
import { textOf } from '../../../../test/support/page-html';
import { mediaUrl } from '../../../content/media/addresses';

const owner = ownerForEachTest(emptyMediaLibrary);

/** Uploads a distinct picture (its size makes its bytes its own) and returns its row. */
async function uploaded(width: number, alt = `Picture ${width}`, name = `p${width}.png`) {
  const response = await postUpload(owner, {
    file: { bytes: await pngPicture(width, 40), name, type: 'image/png' },
    alt,
  });
  expect(response.status).toBe(303);
  const row = (await mediaRows()).find((candidate) => candidate.file_name === name);
  if (!row) throw new Error('not uploaded');
  return row;
}

/** The visible text of each picture's card on the page, in order. */
function cards(html: string): { id: string; text: string }[] {
  return [
    ...html.matchAll(/<li class="card[^"]*" data-media-image="([^"]+)">(.*?)<\/li>(?=<li class="card|<\/ul>)/gs),
  ].map(([, id = '', body = '']) => ({ id, text: textOf(body) }));
}

describe('the library page', () => {
  it('lists every picture newest first with its thumbnail, size, alt, uploader and where it is used', async () => {
    const older = await uploaded(500, 'A spaniel on a lead');
    await env.DB.prepare('UPDATE media_images SET created_at = created_at - 60000 WHERE id = ?').bind(older.id).run();
    const newer = await uploaded(120, 'Two cats');
    const post = await insertContentItem('post', 'walks', { title: 'Winter walks', hero: { sha256: older.sha256 } });
    const faq = await insertContentItem('faq', 'grooming', { body: `![x](${mediaUrl(older.sha256, 480)})` });
    // Edited at /admin/content/team, not at its kind's name.
    const member = await insertContentItem('team-member', 'sam-carter', { name: 'Sam Carter', photo: older.sha256 });

    const html = await expectPrivatePage(await owner.get('/admin/content/media'));
    await openedFromMenu(owner, '/admin/content');
    expect(cards(html).map((card) => card.id)).toEqual([newer.id, older.id]);
    const [first, second] = cards(html);
    expect(first?.text).toContain('p120.png');
    expect(first?.text).toContain('120 × 40 px');
    expect(first?.text).toContain('Two cats');
    expect(first?.text).toContain('Olivia Owner');
    expect(first?.text).toContain('Not used');
    expect(second?.text).toContain('Winter walks (post)');
    expect(second?.text).toContain('grooming (faq)');
    const links = tagsNamed(html, 'a').map((link) => link.href);
    expect(links).toContain(`/admin/content/posts/${post}`);
    expect(links).toContain(`/admin/content/faq/${faq}`);
    expect(links).toContain(`/admin/content/team/${member}`);
    expect((await owner.get(`/admin/content/team/${member}`)).status).toBe(200);

    // Thumbnails: the 480 px variant at most, the original's size for the aspect ratio, lazy.
    // The library's own pictures, not the header's logo.
    const images = tagsNamed(html.slice(html.indexOf('<main')), 'img');
    expect(images.map((img) => [img.src, img.srcset, img.width, img.height, img.alt, img.loading])).toEqual([
      [mediaUrl(newer.sha256, 120), `${mediaUrl(newer.sha256, 120)} 120w`, '120', '40', 'Two cats', 'lazy'],
      [mediaUrl(older.sha256, 480), `${mediaUrl(older.sha256, 480)} 480w`, '500', '40', 'A spaniel on a lead', 'lazy'],
    ]);
    // An unused picture can be deleted; one in use says why not.
    expect(formPostingTo(html, `/admin/content/media/${newer.id}/delete`)).toBeDefined();
    expect(formPostingTo(html, `/admin/content/media/${older.id}/delete`)).toBeUndefined();

    // The upload form works without script: multipart, the accepted types, a required alt, the session's token.
    const form = formPostingTo(html, '/admin/content/media');
    expect(form?.enctype).toBe('multipart/form-data');
    const inputs = tagsNamed(html, 'input');
    expect(inputs.find((input) => input.name === 'file')).toMatchObject({
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp',
    });
    expect(inputs.find((input) => input.id === 'media-alt')).toMatchObject({ name: 'alt', maxlength: '250' });
    expect('required' in (inputs.find((input) => input.id === 'media-alt') ?? {})).toBe(true);
  });

  it('shows 24 pictures a page, with links to the others', async () => {
    const rows = Array.from({ length: 26 }, (_, index) => index);
    await env.DB.batch(
      rows.map((index) =>
        env.DB.prepare(
          `INSERT INTO media_images (id, sha256, file_name, content_type, bytes, width, height, variant_widths, alt, created_at)
           VALUES (?, ?, ?, 'image/png', 100, 480, 320, '[480]', 'Alt', ?)`,
        ).bind(crypto.randomUUID(), index.toString(16).padStart(64, '0'), `n${index}.png`, 1_700_000_000_000 + index),
      ),
    );
    const first = await (await owner.get('/admin/content/media')).text();
    expect(cards(first)).toHaveLength(24);
    expect(textOf(first)).toContain('Showing 1–24 of 26');
    expect(cards(first)[0]?.text).toContain('n25.png');
    expect(tagsNamed(first, 'a').some((link) => link.href === '/admin/content/media?page=2')).toBe(true);
    const second = await (await owner.get('/admin/content/media?page=2')).text();
    expect(cards(second).map((card) => card.text.split(' ')[0])).toEqual(['n1.png', 'n0.png']);
    expect(textOf(second)).toContain('Page 2 of 2');
  });
});

describe('changing alt text', () => {
  it('saves new alt text (audited, the content version bumped) and shows a refusal beside the field', async () => {
    const image = await uploaded(200, 'Old words');
    const before = await contentVersion();
    const refused = await owner.post(`/admin/content/media/${image.id}/alt`, { csrf: owner.csrf, alt: ' ' });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(tagsNamed(page, 'input').find((input) => input.id === `alt-${image.id}`)?.['aria-invalid']).toBe('true');
    expect(textOf(page)).toContain('Alt text is required');

    const saved = await owner.post(`/admin/content/media/${image.id}/alt`, { csrf: owner.csrf, alt: 'New words' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/content/media?notice=alt-saved');
    expect((await mediaRows())[0]?.alt).toBe('New words');
    expect(await contentVersion()).toBe(before + 1);
    const same = await owner.post(`/admin/content/media/${image.id}/alt`, { csrf: owner.csrf, alt: 'New words' });
    expect(same.headers.get('location')).toBe('/admin/content/media?notice=alt-unchanged');
    expect(await contentVersion()).toBe(before + 1);
    expect(await auditOf('media.alt')).toEqual([
      {
        actor_user_id: owner.userId,
        item_kind: 'media-image',
        item_id: image.id,
        from_status: 'Old words',
        to_status: 'New words',
        detail: `p200.png (${image.sha256})`,
      },
    ]);
    const unknown = await owner.post(`/admin/content/media/${crypto.randomUUID()}/alt`, { csrf: owner.csrf, alt: 'A' });
    expect(unknown.status).toBe(404);
  });
});

describe('deleting a picture', () => {
  it('is refused while a content item uses it, naming the item; allowed after, removing the row and its variants', async () => {
    const image = await uploaded(1000, 'A dog', 'dog.png');
    const kept = await uploaded(300, 'A cat', 'cat.png');
    const item = await insertContentItem('post', 'dogs', {
      title: 'All about dogs',
      body: mediaUrl(image.sha256, 960),
    });
    const before = await contentVersion();

    const refused = await owner.post(`/admin/content/media/${image.id}/delete`, { csrf: owner.csrf, page: '1' });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(textOf(page)).toContain('“dog.png” was not deleted: it is used in this item.');
    expect(tagsNamed(page, 'a').find((link) => link.href === `/admin/content/posts/${item}`)).toBeDefined();
    expect(await mediaRows()).toHaveLength(2);
    expect(await mediaKeys()).toHaveLength(5);
    expect(await contentVersion()).toBe(before);
    expect(await auditOf('media.delete')).toEqual([]);

    await env.DB.prepare('UPDATE content_items SET document = ? WHERE id = ?')
      .bind(JSON.stringify({ title: 'All about dogs', body: 'No picture now' }), item)
      .run();
    const deleted = await owner.post(`/admin/content/media/${image.id}/delete`, { csrf: owner.csrf });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/admin/content/media?notice=deleted');
    expect((await mediaRows()).map((row) => row.id)).toEqual([kept.id]);
    expect(await mediaKeys()).toEqual([`media/${kept.sha256}/300.webp`]);
    expect(await contentVersion()).toBe(before + 1);
    expect(await auditOf('media.delete')).toEqual([
      {
        actor_user_id: owner.userId,
        item_kind: 'media-image',
        item_id: image.id,
        from_status: null,
        to_status: null,
        detail: `dog.png (${image.sha256})`,
      },
    ]);
    const served = await owner.get(mediaUrl(image.sha256, 480));
    expect(served.status).toBe(404);

    const again = await owner.post(`/admin/content/media/${image.id}/delete`, { csrf: owner.csrf });
    expect(again.status).toBe(404);
    expect(await auditOf('media.delete')).toHaveLength(1);
  });

  it('keeps the owner on the page they were on, and refuses forged posts', async () => {
    const jpeg = await converted(await pngPicture(90, 60), 'image/jpeg');
    await postUpload(owner, { file: { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' }, alt: 'X' });
    const [image] = await mediaRows();
    const forged = await owner.post(`/admin/content/media/${image?.id}/delete`, { csrf: 'wrong' });
    expect(forged.status).toBe(403);
    const elsewhere = await owner.post(
      `/admin/content/media/${image?.id}/delete`,
      { csrf: owner.csrf },
      {
        origin: 'https://evil.example',
      },
    );
    expect(elsewhere.status).toBe(403);
    expect(await mediaRows()).toHaveLength(1);
    const deleted = await owner.post(`/admin/content/media/${image?.id}/delete`, { csrf: owner.csrf, page: '3' });
    expect(deleted.headers.get('location')).toBe('/admin/content/media?notice=deleted&page=3');
    const malformed = await owner.post('/admin/content/media/not-an-id/delete', { csrf: owner.csrf });
    expect(malformed.status).toBe(404);
  });
});
