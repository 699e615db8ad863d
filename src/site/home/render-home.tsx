import { renderPage } from '../../render/render-page';
import { HomePage, type HomePageProps } from './HomePage';

/** The home page, as a GET renders it or as a plain form post on it comes back (with that form's state). */
export function renderHome(props: HomePageProps, status = 200): Promise<Response> {
  return renderPage(<HomePage {...props} />, status);
}
