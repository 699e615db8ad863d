/**
 * The fixed site header: logo, section links, the Training Academy and Shop
 * menus, Book Consultation, and the slide-in drawer on small screens. All of
 * it works from the first paint with no script: each menu is a popover its
 * button opens (popovertarget; Escape and a press elsewhere close it), placed
 * under its button by CSS anchor positioning, and the drawer is a <dialog>
 * opened by an invoker command. Hydrated on first interaction, the island
 * adds arrow-key movement, focus on the first item when a menu is opened by
 * keyboard, placement by Floating UI where CSS anchors are unsupported, and
 * the spec's scroll to the top 100 ms after a same-page choice.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Dialog, DialogIconButton, useDialog } from '../ui/Dialog';
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

/** Browsers without CSS anchor positioning get the menu placed under its button by Floating UI, loaded only for them. */
async function placeWithFloatingUi(button: HTMLElement, menu: HTMLElement): Promise<() => void> {
  const { autoUpdate, computePosition, flip, offset, shift } = await import('@floating-ui/react');
  return autoUpdate(button, menu, () => {
    void computePosition(button, menu, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(8), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => Object.assign(menu.style, { left: `${x}px`, top: `${y}px` }));
  });
}

function NavMenu({ menu, path }: { menu: DropdownMenu; path: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const openedByKeyboard = useRef(false);
  const menuId = `menu-${menu.id}`;
  const active = isMenuActive(menu, path);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all.at(index % all.length)?.focus();
  };

  useEffect(() => {
    const button = buttonRef.current;
    const popover = menuRef.current;
    if (!button || !popover) return;
    let stopPlacing: (() => void) | undefined;
    const toggled = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      // Not rendered by the server: before hydration the browser states it from the popover itself.
      button.setAttribute('aria-expanded', String(open));
      if (open && openedByKeyboard.current) focusItem(0);
      openedByKeyboard.current = false;
      stopPlacing?.();
      stopPlacing = undefined;
      if (open && !CSS.supports('anchor-name', '--menu'))
        void placeWithFloatingUi(button, popover).then((stop) => (stopPlacing = stop));
    };
    popover.addEventListener('toggle', toggled);
    return () => {
      popover.removeEventListener('toggle', toggled);
      stopPlacing?.();
    };
  }, []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') openedByKeyboard.current = true;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    menuRef.current?.showPopover();
    focusItem(event.key === 'ArrowDown' ? 0 : -1);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1 + items().length,
      Home: 0,
      End: -1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusItem(next);
  };

  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        popoverTarget={menuId}
        aria-haspopup="menu"
        className={`nav-link menu-button inline-flex items-center gap-1 ${active ? 'nav-link-active' : ''}`}
        style={{ ['--menu-anchor' as string]: `--${menuId}` }}
        data-menu={menu.id}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <span aria-hidden="true" className="menu-chevron text-xs transition-transform">
          ▾
        </span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={menu.label}
        style={{ ['--menu-anchor' as string]: `--${menuId}` }}
        className="nav-menu w-80 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        onKeyDown={onMenuKeyDown}
      >
        {menu.links.map((link) => (
          <a
            key={link.label}
            href={link.href}
            role="menuitem"
            className="block rounded-lg px-3 py-2 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
            onClick={(event) => onMenuLinkChosen(event, link.href, () => menuRef.current?.hidePopover())}
          >
            <span className="block font-semibold text-ink">{link.label}</span>
            <span className="block text-sm text-muted">{link.description}</span>
          </a>
        ))}
      </div>
    </>
  );
}

function Drawer({ path }: { path: string }) {
  const dialog = useDialog();
  const close = () => dialog.close();
  return (
    <>
      <DialogIconButton
        dialog={dialog}
        action="open"
        className="lg:hidden inline-flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300"
        label="Open menu"
        size={22}
        d="M4 6h16M4 12h16M4 18h16"
      />
      <Dialog dialog={dialog} title="Menu" variant="drawer">
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
              <h3
                className={`mb-1 px-3 text-sm font-semibold uppercase tracking-wide ${isMenuActive(menu, path) ? 'text-brand-700' : 'text-muted'}`}
              >
                {menu.label}
              </h3>
              <ul className="grid gap-1">
                {menu.links.map((link) => (
                  <li key={link.label}>
                    <a
                      className="drawer-link"
                      href={link.href}
                      onClick={(event) => onMenuLinkChosen(event, link.href, close)}
                    >
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
        <a
          href="/"
          className="flex items-center gap-2 rounded-lg font-display text-xl font-bold text-ink"
          onClick={(event) => onLogoClick(event, path)}
        >
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
