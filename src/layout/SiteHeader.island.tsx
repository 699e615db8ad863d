/**
 * The fixed site header: logo, section links, the Training Academy and Shop
 * menus (placed by Floating UI), Book Consultation, and the slide-in drawer
 * on small screens. Server-rendered complete; hydrated on first interaction.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useRef, useState, type MouseEvent } from 'react';
import { Dialog } from '../ui/Dialog';
import { dropdownMenus, isMenuActive, sectionHref, sectionLinks, type DropdownMenu } from './navigation';
import { scrollToTop } from './scroll';

interface SiteHeaderProps {
  [key: string]: string;
  path: string;
}

const DROPDOWN_SCROLL_DELAY_MS = 100;

function onLogoClick(event: MouseEvent<HTMLAnchorElement>, path: string) {
  if (path !== '/') return;
  event.preventDefault();
  history.replaceState(null, '', '/');
  scrollToTop();
}

/** Same-page choices scroll to the top after 100 ms; others navigate (the new page starts at the top). */
function onMenuLinkChosen(event: MouseEvent<HTMLAnchorElement>, href: string, close: () => void) {
  close();
  if (href === window.location.pathname) {
    event.preventDefault();
    setTimeout(scrollToTop, DROPDOWN_SCROLL_DELAY_MS);
  }
}

function NavMenu({ menu, path }: { menu: DropdownMenu; path: string }) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  const active = isMenuActive(menu, path);

  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={`nav-link inline-flex items-center gap-1 ${active ? 'nav-link-active' : ''}`}
        data-menu={menu.id}
        {...getReferenceProps()}
      >
        {menu.label}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open ? (
        <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            aria-label={menu.label}
            className="z-60 w-80 rounded-xl border border-stone-200 bg-white p-2 shadow-xl outline-none"
            {...getFloatingProps()}
          >
            {menu.links.map((link, index) => (
              <a
                key={link.label}
                href={link.href}
                tabIndex={activeIndex === index ? 0 : -1}
                ref={(node) => {
                  listRef.current[index] = node;
                }}
                className="block rounded-lg px-3 py-2 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
                {...getItemProps({
                  role: 'menuitem',
                  onClick: (event: MouseEvent<HTMLAnchorElement>) => onMenuLinkChosen(event, link.href, () => setOpen(false)),
                })}
              >
                <span className="block font-semibold text-ink">{link.label}</span>
                <span className="block text-sm text-muted">{link.description}</span>
              </a>
            ))}
          </div>
        </FloatingFocusManager>
      ) : null}
    </>
  );
}

function Drawer({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="lg:hidden inline-flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Dialog open={open} onClose={close} title="Menu" variant="drawer">
        <nav aria-label="Mobile" className="grid gap-6">
          <ul className="grid gap-1">
            {sectionLinks.map((link) => (
              <li key={link.section}>
                <a className="drawer-link" href={sectionHref(link.section, path)} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {dropdownMenus.map((menu) => (
            <div key={menu.id}>
              <h3 className={`mb-1 px-3 text-sm font-semibold uppercase tracking-wide ${isMenuActive(menu, path) ? 'text-brand-700' : 'text-muted'}`}>
                {menu.label}
              </h3>
              <ul className="grid gap-1">
                {menu.links.map((link) => (
                  <li key={link.label}>
                    <a className="drawer-link" href={link.href} onClick={(event) => onMenuLinkChosen(event, link.href, close)}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <a className="btn-primary justify-center" href={sectionHref('contact', path)} onClick={close}>
            Book Consultation
          </a>
        </nav>
      </Dialog>
    </>
  );
}

export default function SiteHeader({ path }: SiteHeaderProps) {
  return (
    <header data-site-header className="site-header fixed inset-x-0 top-0 z-50 h-20 transition-colors">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="flex items-center gap-2 rounded-lg font-display text-xl font-bold text-ink" onClick={(event) => onLogoClick(event, path)}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>Pawsperity</span>
          <span className="sr-only"> Consulting, home</span>
        </a>
        <nav aria-label="Main" className="hidden lg:flex items-center gap-1">
          {sectionLinks.map((link) => (
            <a key={link.section} className="nav-link" href={sectionHref(link.section, path)}>
              {link.label}
            </a>
          ))}
          {dropdownMenus.map((menu) => (
            <NavMenu key={menu.id} menu={menu} path={path} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a className="btn-primary hidden sm:inline-flex" href={sectionHref('contact', path)}>
            Book Consultation
          </a>
          <Drawer path={path} />
        </div>
      </div>
    </header>
  );
}
