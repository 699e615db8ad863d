/**
 * The one explicit map from island name to its code. The browser imports an
 * island's chunk through this map; Bun.build gives each entry its own chunk.
 * Each module's default export is the island component.
 */
export const islandRegistry = {
  'site-header': () => import('../layout/SiteHeader.island'),
  'service-details': () => import('../site/services/ServiceDetails.island'),
  'about-figures': () => import('../site/about/AboutFigures.island'),
  'blog-browser': () => import('../site/blog/BlogBrowser.island'),
  'faq-browser': () => import('../site/faq/FaqBrowser.island'),
  'contact-form': () => import('../site/contact/ContactForm.island'),
  'shop-waitlist': () => import('../site/shop/ShopWaitlist.island'),
  'recruitment-form': () => import('../site/recruitment/RecruitmentForm.island'),
  'booking-wizard': () => import('../site/booking/BookingWizard.island'),
  'marketing-calendar': () => import('../site/calendar/MarketingCalendar.island'),
  'growth-quiz': () => import('../site/quiz/GrowthQuiz.island'),
  'roi-calculator': () => import('../site/roi/RoiCalculator.island'),
  'training-module-reader': () => import('../academy/reader/ModuleReader.island'),
  'training-category-modules': () => import('../academy/catalogue/CategoryModules.island'),
} as const;

export type IslandName = keyof typeof islandRegistry;

/** When an island's code is fetched and hydrated. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';
