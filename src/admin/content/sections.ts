/**
 * The kinds of content the back office edits with the shared kind routes, and where each lives under
 * /admin/content: the overview lists them from here, and a link to an item (the media library's "Used in") finds its
 * folder here, which is not the kind's own name (kind 'team-member' is edited at /admin/content/team).
 */
import { POST_KIND } from '../../content/kinds/post';
import { academyPricesDefinition } from './academy-prices/definition';
import { caseStudiesDefinition } from './case-studies/definition';
import { detailsDefinition } from './details/definition';
import { faqDefinition } from './faq/definition';
import type { KindDefinition } from './kinds/definition';
import { packagesDefinition } from './packages/definition';
import { programmesDefinition } from './programmes/definition';
import { retreatEventDefinition, retreatFormatDefinition } from './retreats/definitions';
import { teamDefinition } from './team/definition';
import { testimonialsDefinition } from './testimonials/definition';

/** Every kind but posts, in the order the overview lists them. */
export const editedKinds: readonly Pick<
  KindDefinition<unknown>,
  'kind' | 'section' | 'one' | 'many' | 'intro' | 'single'
>[] = [
  faqDefinition,
  retreatFormatDefinition,
  retreatEventDefinition,
  teamDefinition,
  testimonialsDefinition,
  caseStudiesDefinition,
  programmesDefinition,
  packagesDefinition,
  detailsDefinition,
  academyPricesDefinition,
];

/** Posts have their own editor, at /admin/content/posts. */
const sectionOf = new Map<string, string>([
  [POST_KIND, 'posts'],
  ...editedKinds.map((definition): [string, string] => [definition.kind, definition.section]),
]);

/** Where the content editor opens an item of a kind. */
export function itemAddress(item: { kind: string; id: string }): string {
  const section = sectionOf.get(item.kind) ?? encodeURIComponent(item.kind);
  return `/admin/content/${section}/${encodeURIComponent(item.id)}`;
}
