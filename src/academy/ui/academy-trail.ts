import { trailFromHome } from '../../layout/page-meta';
import type { Crumb } from '../../ui/Breadcrumbs';

/** A breadcrumb trail inside the Training Academy: Home, Training Academy, then the crumbs given. */
export function academyTrail(...crumbs: Crumb[]): Crumb[] {
  return trailFromHome({ name: 'Training Academy', path: '/training' }, ...crumbs);
}
