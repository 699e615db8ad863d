/**
 * The brand typeface of headings and display text: Plus Jakarta Sans, variable
 * on the weight axis (200-800), self-hosted from @fontsource-variable. Only the
 * Latin subset is shipped (27 KB of woff2, within DESIGN.md's 40 KB for fonts);
 * scripts/build-client.ts copies it into public/assets under a hashed name and
 * writes these faces into the one CSS file; the document head preloads it.
 */

/** The file the build copies, inside node_modules. */
export const brandFontSource = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

const brandFontFamily = 'Plus Jakarta Sans Variable';

/** A local system font scaled to the brand font's widths and heights, shown until it arrives, so the swap moves nothing. */
const fallbackFamily = 'Plus Jakarta Sans Fallback';

/** Basic Latin, Latin-1 and the common punctuation, as Fontsource splits its "latin" subset. */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The font-family list for headings: the brand font, its fallback, then the system's. */
export const brandFontStack = `"${brandFontFamily}", "${fallbackFamily}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/**
 * A fallback face: Arial scaled by how much wider the brand font sets, measured in Chromium
 * over the site's 158 headings with their tight tracking (1.005 in bold, 1.037 in regular
 * text), with the brand font's vertical metrics (OS/2 typographic ascender 1038 and
 * descender 222 per 1000 units, no line gap). Liberation Sans, Arial's metric twin, stands in on Linux.
 */
function fallbackFace(weight: 400 | 700, sizeAdjust: number, sources: string[]): string {
  const percent = (value: number) => `${((value / sizeAdjust) * 100).toFixed(2)}%`;
  return `@font-face{font-family:"${fallbackFamily}";font-weight:${weight};src:${sources.map((name) => `local("${name}")`).join(',')};size-adjust:${(sizeAdjust * 100).toFixed(1)}%;ascent-override:${percent(1.038)};descent-override:${percent(0.222)};line-gap-override:0%}`;
}

/** The @font-face rules of the one CSS file, given the hashed URL of the font. */
export function brandFontFaces(url: string): string {
  return [
    `@font-face{font-family:"${brandFontFamily}";font-style:normal;font-weight:200 800;font-display:swap;src:url(${url}) format("woff2");unicode-range:${latinRange}}`,
    fallbackFace(400, 1.037, ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans']),
    fallbackFace(700, 1.005, ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold']),
  ].join('\n');
}
