/**
 * The one explicit map from island name to its code. The browser imports an
 * island's chunk through this map; Bun.build gives each entry its own chunk.
 * Each module's default export is the island component.
 */
export const islandRegistry = {
  'site-header': () => import('../layout/SiteHeader.island'),
  'service-details': () => import('../features/services/ServiceDetails.island'),
  'about-figures': () => import('../features/about/AboutFigures.island'),
  'blog-browser': () => import('../features/blog/BlogBrowser.island'),
  'faq-browser': () => import('../features/faq/FaqBrowser.island'),
  'contact-form': () => import('../features/contact/ContactForm.island'),
  'shop-waitlist': () => import('../features/shop/ShopWaitlist.island'),
  'recruitment-form': () => import('../features/recruitment/RecruitmentForm.island'),
  'booking-wizard': () => import('../features/booking/BookingWizard.island'),
  'marketing-calendar': () => import('../features/calendar/MarketingCalendar.island'),
  'growth-quiz': () => import('../features/quiz/GrowthQuiz.island'),
  'roi-calculator': () => import('../features/roi/RoiCalculator.island'),
  'training-module-reader': () => import('../features/training/ModuleReader.island'),
  'training-category-modules': () => import('../features/training/CategoryModules.island'),
} as const;

export type IslandName = keyof typeof islandRegistry;

/** When an island's code is fetched and hydrated. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';
