import { POST_KIND } from '../../content/kinds/post';

/** Each kind of content's folder under /admin/content, where its list and editor are. */
const sectionOf: Record<string, string> = { [POST_KIND]: 'posts' };

/** Where the content editor opens an item of a kind. */
export function itemAddress(item: { kind: string; id: string }): string {
  const section = sectionOf[item.kind] ?? encodeURIComponent(item.kind);
  return `/admin/content/${section}/${encodeURIComponent(item.id)}`;
}
