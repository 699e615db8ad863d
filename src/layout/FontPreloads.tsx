import { assets } from './assets';

/**
 * The fonts of the first view, preloaded: the CSS names them only inside its @font-face rules, so
 * without this the browser would ask for them after the stylesheet. Fonts are always fetched in CORS
 * mode, so the preload says crossorigin too, or its response would not be reused.
 */
export function FontPreloads() {
  return assets.fonts.map((font) => (
    <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}
