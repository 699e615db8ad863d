/**
 * Where a picture is used, read from the content items' documents however they name it, and how a page shows one.
 */
import { env } from 'cloudflare:workers';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { beforeEach, describe, expect, it } from 'vitest';
import { tagsNamed } from '../../../test/support/admin';
import { emptyMediaLibrary, insertContentItem } from '../../../test/support/admin-media';
import { database } from '../../db/client';
import { mediaUrl } from './addresses';
import { Picture } from './picture';
import { mediaUsage } from './usage';

const first = 'a'.repeat(64);
const second = 'b'.repeat(64);
const unused = 'c'.repeat(64);

beforeEach(emptyMediaLibrary);

describe('mediaUsage', () => {
  it('finds every item whose document mentions the hash, in an address or a field, named by title, name or slug', async () => {
    const post = await insertContentItem('post', 'walks', {
      title: 'Winter walks',
      body: `Before ![a dog](${mediaUrl(first, 960)}) after`,
    });
    const person = await insertContentItem('person', 'ann', { name: 'Ann Owner', photo: { sha256: first } });
    const faq = await insertContentItem('faq', 'prices', { title: '', hero: { sha256: second, alt: 'x' } });
    await insertContentItem('post', 'no-pictures', { title: 'Nothing to see', body: 'aaaa' });
    const usage = await mediaUsage(database(env.DB), [first, second, unused, first, 'not-a-hash']);
    expect([...usage.keys()]).toEqual([first, second, unused]);
    expect(usage.get(first)).toEqual([
      { id: person, kind: 'person', slug: 'ann', title: 'Ann Owner' },
      { id: post, kind: 'post', slug: 'walks', title: 'Winter walks' },
    ]);
    expect(usage.get(second)).toEqual([{ id: faq, kind: 'faq', slug: 'prices', title: 'prices' }]);
    expect(usage.get(unused)).toEqual([]);
  });

  it('asks nothing of D1 when given no hash', async () => {
    const unreachable = { ...env.DB, prepare: () => Promise.reject(new Error('asked')) } as unknown as D1Database;
    expect(await mediaUsage(database(unreachable), [])).toEqual(new Map());
  });
});

describe('Picture', () => {
  const image = { sha256: first, width: 2000, height: 1333, variantWidths: [480, 960, 1600], alt: 'A spaniel "Rex"' };

  it('offers every variant in srcset, the largest as src, with the original size, alt and lazy loading', () => {
    const [img] = tagsNamed(renderToStaticMarkup(<Picture image={image} />), 'img');
    expect(img).toEqual({
      src: `/media/${first}/1600.webp`,
      srcset: `/media/${first}/480.webp 480w, /media/${first}/960.webp 960w, /media/${first}/1600.webp 1600w`,
      sizes: '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
      width: '2000',
      height: '1333',
      alt: 'A spaniel "Rex"',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('takes sizes, eager loading and a high fetch priority for the largest picture above the fold, and a widest variant', () => {
    const markup = renderToStaticMarkup(
      <Picture image={image} sizes="100vw" loading="eager" fetchPriority="high" maxWidth={960} />,
    );
    expect(tagsNamed(markup, 'img')[0]).toMatchObject({
      src: `/media/${first}/960.webp`,
      srcset: `/media/${first}/480.webp 480w, /media/${first}/960.webp 960w`,
      sizes: '100vw',
      loading: 'eager',
      fetchpriority: 'high',
    });
    const small = { ...image, width: 300, height: 200, variantWidths: [300] };
    expect(tagsNamed(renderToStaticMarkup(<Picture image={small} maxWidth={200} />), 'img')[0]?.src).toBe(
      `/media/${first}/300.webp`,
    );
  });
});
