/**
 * The fixed site header: logo, section links, the Training Academy and Shop
 * menus, a signed-in learner's account menu (the `account` prop, from the
 * request setting loadLearner sets; a visitor's header has none), Book
 * Consultation, and the slide-in drawer on small screens. All of
 * it works from the first paint with no script: each menu is a popover its
 * button opens (popovertarget; Escape and a press elsewhere close it), placed
 * under its button by CSS anchor positioning, and the drawer is a <dialog>
 * opened by an invoker command. Hydrated on first interaction, the island
 * adds arrow-key movement, focus on the first item when a menu is opened by
 * keyboard, placement by Floating UI where CSS anchors are unsupported, and
 * the spec's scroll to the top 100 ms after a same-page choice.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CSRF_FIELD } from '../lib/csrf-field';
import { Dialog, DialogIconButton, useDialog } from '../ui/Dialog';
import { type AccountMenu, accountButtonName, accountLinks } from './account-menu';
import { dropdownMenus, isMenuActive, sectionHref, sectionLinks, type DropdownMenu } from './navigation';
import { scrollToTop } from './scroll';

/** The path, and for a signed-in learner their account menu; a visitor's props are just the path. */
type SiteHeaderProps = { path: string; account?: AccountMenu };

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

/**
 * A header menu: its button and the popover it opens (role="menu"), the keyboard handling of both. Items are the
 * children's [role="menuitem"] elements, links or buttons.
 */
function MenuPopover({
  id,
  menuLabel,
  buttonLabel,
  buttonText,
  active,
  className,
  children,
}: {
  id: string;
  /** The menu's accessible name. */
  menuLabel: string;
  /** The button's accessible name when its visible text is not all of it. */
  buttonLabel?: string;
  buttonText: ReactNode;
  active: boolean;
  className: string;
  children: (close: () => void) => ReactNode;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const openedByKeyboard = useRef(false);
  const menuId = `menu-${id}`;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
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
    const current = items().indexOf(document.activeElement as HTMLElement);
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
        aria-label={buttonLabel}
        className={`nav-link menu-button inline-flex items-center gap-1 ${active ? 'nav-link-active' : ''}`}
        style={{ ['--menu-anchor' as string]: `--${menuId}` }}
        data-menu={id}
        onKeyDown={onButtonKeyDown}
      >
        {buttonText}
        <span aria-hidden="true" className="menu-chevron text-xs transition-transform">
          ▾
        </span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={menuLabel}
        style={{ ['--menu-anchor' as string]: `--${menuId}` }}
        className={`nav-menu rounded-xl border border-stone-200 bg-white p-2 shadow-xl ${className}`}
        onKeyDown={onMenuKeyDown}
      >
        {children(() => menuRef.current?.hidePopover())}
      </div>
    </>
  );
}

function NavMenu({ menu, path }: { menu: DropdownMenu; path: string }) {
  return (
    <MenuPopover
      id={menu.id}
      menuLabel={menu.label}
      buttonText={menu.label}
      active={isMenuActive(menu, path)}
      className="w-80"
    >
      {(close) =>
        menu.links.map((link) => (
          <a
            key={link.label}
            href={link.href}
            role="menuitem"
            className={menuItemClass}
            onClick={(event) => onMenuLinkChosen(event, link.href, close)}
          >
            <span className="block font-semibold text-ink">{link.label}</span>
            <span className="block text-sm text-muted">{link.description}</span>
          </a>
        ))
      }
    </MenuPopover>
  );
}

const menuItemClass =
  'block w-full rounded-lg px-3 py-2 text-left outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600';

/** Sign out: a plain POST with the session's form token, as on My training. */
function SignOutForm({
  account,
  className,
  children,
}: {
  account: AccountMenu;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action="/training/sign-out" role="none" className={className} data-account-sign-out>
      <input type="hidden" name={CSRF_FIELD} value={account.csrfToken} />
      {children}
    </form>
  );
}

/** A signed-in learner's menu (wide screens; the drawer lists the same on small ones). */
function AccountMenuButton({ account, path }: { account: AccountMenu; path: string }) {
  return (
    <MenuPopover
      id="account"
      menuLabel="Your account"
      buttonLabel={accountButtonName(account)}
      buttonText={
        <>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 20a8 8 0 0 1 16 0" />
          </svg>
          {/* The first name from xl up; narrower, the icon alone keeps the header's links on one line. */}
          <span className="hidden max-w-40 truncate xl:inline">{account.firstName || 'Account'}</span>
        </>
      }
      active={path === '/training/me'}
      className="w-64"
    >
      {(close) => (
        <>
          {accountLinks(account).map((link) => (
            <a
              key={link.href}
              href={link.href}
              role="menuitem"
              aria-current={link.href === path ? 'page' : undefined}
              className={`${menuItemClass} font-semibold text-ink`}
              onClick={(event) => onMenuLinkChosen(event, link.href, close)}
            >
              {link.label}
            </a>
          ))}
          <SignOutForm account={account} className="mt-1 border-t border-stone-200 pt-1">
            <button type="submit" role="menuitem" className={`${menuItemClass} font-semibold text-ink`}>
              Sign out
            </button>
          </SignOutForm>
        </>
      )}
    </MenuPopover>
  );
}

function Drawer({ path, account }: { path: string; account: AccountMenu | undefined }) {
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
          {account ? (
            <section aria-labelledby="drawer-account-heading" data-drawer-account>
              <h3
                id="drawer-account-heading"
                className="mb-1 px-3 text-sm font-semibold uppercase tracking-wide text-muted"
              >
                Your account, {account.firstName}
              </h3>
              <ul className="grid gap-1">
                {accountLinks(account).map((link) => (
                  <li key={link.href}>
                    <a
                      className="drawer-link"
                      href={link.href}
                      aria-current={link.href === path ? 'page' : undefined}
                      onClick={(event) => onMenuLinkChosen(event, link.href, close)}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                <li>
                  <SignOutForm account={account}>
                    <button type="submit" className="drawer-link w-full text-left">
                      Sign out
                    </button>
                  </SignOutForm>
                </li>
              </ul>
            </section>
          ) : null}
          <a className="btn-primary justify-center" href={sectionHref('contact', path)} onClick={close}>
            Book Consultation
          </a>
        </nav>
      </Dialog>
    </>
  );
}

export default function SiteHeader({ path, account }: SiteHeaderProps) {
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
          {account ? (
            <div className="hidden lg:flex" data-account-menu>
              <AccountMenuButton account={account} path={path} />
            </div>
          ) : null}
          <a className="btn-primary hidden sm:inline-flex" href={sectionHref('contact', path)}>
            Book Consultation
          </a>
          <Drawer path={path} account={account} />
        </div>
      </div>
    </header>
  );
}
