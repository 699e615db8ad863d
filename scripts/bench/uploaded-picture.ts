/**
 * What an owner's upload does to a page: signs in as a new owner (owner:add), uploads a large photo-like picture
 * (1800 × 1200, about 6.5 MB, so close to the 8 MB limit) in the media library, and publishes a post with it as the
 * cover and in the body. Returns the post's address, for the bench's Lighthouse runs ("a picture the owner uploads
 * never lowers Lighthouse below 100 on the page that shows it").
 */
import { ownerAddLink } from '../../test/support/owner-add-link';
import { pngBytes } from '../../test/support/png-file';

function cookieOf(response: Response): string {
  const value = /__Host-admin_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!value) throw new Error(`no session cookie (${response.status})`);
  return `__Host-admin_session=${value}`;
}

const csrfOf = (html: string) => /name="csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';

export async function publishPostWithLargePicture(baseUrl: string, persistDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.co.uk`;
  const link = ownerAddLink({ email, first: 'Bench', persistDir, baseUrl });
  const token = new URL(link).searchParams.get('token') ?? '';
  const origin = { origin: baseUrl };
  const signedIn = await fetch(`${baseUrl}/admin/sign-in/confirm`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    redirect: 'manual',
  });
  const cookie = cookieOf(signedIn);
  const library = await (await fetch(`${baseUrl}/admin/content/media`, { headers: { cookie } })).text();
  const csrf = csrfOf(library);

  const picture = pngBytes(1800, 1200, 1, Date.now());
  const form = new FormData();
  form.set('csrf', csrf);
  form.set('alt', 'A springer spaniel mid-leap over a log on a woodland walk');
  form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'woodland-walk.png');
  const uploaded = await fetch(`${baseUrl}/admin/content/media`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: form,
    redirect: 'manual',
  });
  if (uploaded.status !== 303) throw new Error(`upload answered ${uploaded.status}`);
  const editor = await (await fetch(`${baseUrl}/admin/content/posts/new`, { headers: { cookie } })).text();
  const cover = /<option value="(\/media\/[0-9a-f]{64})"/.exec(editor)?.[1];
  if (!cover) throw new Error('the uploaded picture is not offered as a cover');

  const slug = `woodland-walks-${Date.now().toString(36)}`;
  const body = [
    '**Why walks matter**',
    '',
    'A daily walk away from the play room gives a dog something to think about as well as exercise.',
    '',
    `![A springer spaniel mid-leap over a log](${cover})`,
    '',
    'Plan routes, staffing and the paperwork an inspector asks for before the first group walk.',
  ].join('\n');
  const published = await fetch(`${baseUrl}/admin/content/posts`, {
    method: 'POST',
    headers: { ...origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      csrf,
      intent: 'publish',
      title: 'Group walks for daycare dogs: planning the route and the ratios',
      slug,
      excerpt: 'How to add off-site group walks to a daycare day safely, and what to write down first.',
      body,
      category: 'Operations',
      author: 'Pawsperity Consulting Team',
      date: '2026-11-25',
      coverImage: cover,
      coverAlt: 'A springer spaniel mid-leap over a log on a woodland walk',
    }),
    redirect: 'manual',
  });
  if (published.status !== 303) throw new Error(`publishing answered ${published.status}`);
  return `/blog/${slug}`;
}
