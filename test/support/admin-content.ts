/** The post editor as an owner uses it in the API tests: a post's fields, and reading an editor page's version. */
import { env } from 'cloudflare:workers';
import type { Browser } from './admin';

/** What an owner types for a new post. */
export function postFields(slug: string, title: string): Record<string, string> {
  return {
    title,
    slug,
    excerpt: 'What a council inspector asks for on the day, and how to have it ready.',
    body: '**Before the visit**\n\nKeep your written policies where staff can find them.\n- Fire plan\n- Cleaning rota',
    category: 'Compliance',
    author: 'Pawsperity Consulting Team',
    date: '2026-11-20',
    featured: '',
    coverImage: '/images/blog/daycare-licensing-compliance-guide.svg',
    coverAlt: 'A clipboard with a licence checklist beside a dog bed',
    readTime: '',
    seoTitle: '',
    seoDescription: '',
    publishAt: '',
  };
}

/** Creates a post through the editor and returns its id (from the redirect to its editor page). */
export async function createPost(owner: Browser, fields: Record<string, string>, intent: string): Promise<string> {
  const response = await owner.post('/admin/content/posts', { csrf: owner.csrf, intent, ...fields });
  const location = response.headers.get('location') ?? '';
  const id = /\/admin\/content\/posts\/([0-9a-f-]{36})\?/.exec(location)?.[1];
  if (response.status !== 303 || !id) throw new Error(`post not created: ${response.status} ${await response.text()}`);
  return id;
}

/** Saves the editor's form over `version`, as the owner pressing a button. */
export function savePost(
  owner: Browser,
  id: string,
  version: number,
  fields: Record<string, string>,
  intent = 'save',
): Promise<Response> {
  return owner.post(`/admin/content/posts/${id}`, { csrf: owner.csrf, intent, version: String(version), ...fields });
}

export async function storedPost(id: string) {
  return env.DB.prepare('SELECT slug, status, version, publish_at, document FROM content_items WHERE id = ?')
    .bind(id)
    .first<{ slug: string; status: string; version: number; publish_at: number | null; document: string }>();
}
