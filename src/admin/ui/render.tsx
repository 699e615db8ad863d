import type { ReactElement } from 'react';
import { renderPage } from '../../render/render-page';

/** Streams a back office page; adminHeaders adds no-store and noindex on the way out. */
export function renderAdminPage(page: ReactElement, status = 200): Promise<Response> {
  return renderPage(page, status);
}
