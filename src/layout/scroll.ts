/** Smooth scrolling that honours prefers-reduced-motion. Browser-only. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior() });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Scroll to a home-page section: on the home page directly, elsewhere by
 * going to /#id (the loader then scrolls after 100 ms).
 */
export function goToSection(id: string): void {
  if (window.location.pathname === '/') {
    history.replaceState(null, '', `#${id}`);
    scrollToSection(id);
  } else {
    window.location.assign(`/#${id}`);
  }
}
