import { defineConfig, presetWind3 } from 'unocss';
import { brandFontStack } from './src/ui/brand-font';

/**
 * Design tokens: a warm, trustworthy palette (deep teal brand, amber accent,
 * cream paper, near-black ink), a modular type scale, radii and the shared
 * component classes. Every text/background pair used here meets WCAG AA.
 */
export default defineConfig({
  presets: [presetWind3({ preflight: 'on-demand' })],
  content: { filesystem: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'] },
  theme: {
    colors: {
      brand: {
        50: '#f0fdfa',
        100: '#ccfbf1',
        200: '#99f6e4',
        500: '#14b8a6',
        600: '#0d9488',
        700: '#0f766e',
        800: '#115e59',
        900: '#134e4a',
      },
      accent: { 100: '#fef3c7', 400: '#fbbf24', 500: '#f59e0b', 700: '#b45309' },
      ink: '#1c1917',
      muted: '#57534e',
      cream: '#fffbf5',
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      display: brandFontStack,
    },
    borderRadius: { DEFAULT: '0.5rem', lg: '0.75rem', xl: '1rem', '2xl': '1.25rem', '3xl': '1.75rem' },
  },
  shortcuts: {
    'btn-base':
      'inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold leading-none transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn-base bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
    'btn-accent': 'btn-base bg-accent-400 text-ink hover:bg-accent-500 shadow-sm',
    'btn-outline': 'btn-base border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
    'btn-ghost': 'btn-base text-brand-800 hover:bg-brand-50',
    'nav-link':
      'rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-700',
    'nav-link-active': 'bg-brand-50 text-brand-800',
    'drawer-link': 'block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50',
    'footer-link': 'inline-block py-1 text-stone-200 underline-offset-4 hover:text-white hover:underline',
    badge: 'inline-flex items-center rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700',
    'hero-band': 'bg-gradient-to-b from-brand-50 to-cream',
    card: 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm',
    // A section's heading and intro (src/ui/SectionHeading.tsx): one size, weight and spacing, in ink or on a dark band.
    'section-title-base': 'font-display text-3xl font-bold tracking-tight sm:text-4xl',
    'section-title': 'section-title-base text-ink',
    'section-title-on-dark': 'section-title-base text-white',
    'section-intro-base': 'mt-4 text-lg leading-relaxed',
    'section-intro': 'section-intro-base text-muted',
    'section-intro-on-dark': 'section-intro-base text-brand-50',
    'field-label': 'mb-1 block text-sm font-semibold text-ink',
    'field-input':
      'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-ink placeholder:text-stone-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700',
    'skip-link':
      'sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-100 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg',
    prose:
      'max-w-none leading-relaxed text-ink [&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  },
  preflights: [
    {
      getCSS: () => `
html { scroll-behavior: smooth; scroll-padding-top: 6rem; -webkit-text-size-adjust: 100%; }
@media (prefers-reduced-motion: reduce) {
  html { scroll-behavior: auto; }
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
}
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
/* Every heading in the brand typeface (src/ui/brand-font.ts); running text stays in the system font. */
h1, h2, h3, h4, h5, h6 { font-family: ${brandFontStack}; }
:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
/* Controls that only work once their island runs; a <noscript> alternative stands in. */
@media (scripting: none) { .needs-script { display: none !important; } }
/* A press held until its island has hydrated (islands/early-events.ts): the button shows it is working, not dead. */
button[aria-busy="true"] { cursor: progress; }
button[aria-busy="true"]::after { content: ""; display: inline-block; width: 1em; height: 1em; margin-left: 0.5em; vertical-align: -0.15em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: busy-spin 0.8s linear infinite; }
@keyframes busy-spin { to { transform: rotate(360deg); } }
/* Header menus are popovers (SiteHeader.island.tsx): under their button by CSS anchor positioning, else at the header's right edge until Floating UI places them. */
.nav-menu { position: fixed; inset: auto 1rem auto auto; top: 4.5rem; margin: 0; }
@supports (anchor-name: --menu) {
  .menu-button { anchor-name: var(--menu-anchor); }
  .nav-menu { position-anchor: var(--menu-anchor); inset: auto; top: anchor(bottom); left: anchor(left); margin-top: 8px; position-try-fallbacks: flip-inline; }
}
.menu-button:has(+ .nav-menu:popover-open) .menu-chevron { transform: rotate(180deg); }
.site-header { background: rgba(255, 251, 245, 0.92); }
.site-header[data-scrolled] { background: #fff; box-shadow: 0 4px 20px rgba(28, 25, 23, 0.08); }
dialog { border: 0; padding: 0; max-height: calc(100dvh - 2rem); overflow-y: auto; overscroll-behavior: contain; }
dialog::backdrop { background: rgba(28, 25, 23, 0.55); }
dialog.dialog-modal[open] { animation: dialog-in 180ms ease-out; }
dialog.dialog-drawer { margin: 0 0 0 auto; height: 100dvh; max-height: 100dvh; }
dialog.dialog-drawer[open] { animation: drawer-in 220ms ease-out; }
@keyframes dialog-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes drawer-in { from { transform: translateX(100%); } }
/* A link alone in a list item, a definition or a heading is a tap target of its own: at least 24 px tall (WCAG 2.2, 2.5.8). */
:where(li, dd, h2, h3, h4) > :where(a:only-child) { display: inline-flex; align-items: center; min-height: 24px; }
/* An open month of the marketing calendar takes its whole row instead of a third of it beside empty space. */
.calendar-month:has(> details[open]) { grid-column: 1 / -1; }
/* A clamp ends with an ellipsis after whole words: words are never broken or hyphenated to fill a line (and ui/WholeWords keeps the ellipsis from cutting one). */
.line-clamp-2, .line-clamp-3 { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: normal; word-break: normal; hyphens: manual; }
.line-clamp-2 { -webkit-line-clamp: 2; }
.line-clamp-3 { -webkit-line-clamp: 3; }
`,
    },
  ],
});
