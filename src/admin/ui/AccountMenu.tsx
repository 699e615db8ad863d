import type { AdminSession } from '../../auth/admin-env';
import { CsrfField } from './CsrfField';

const MENU_ID = 'account-menu';

const roleNames = { owner: 'Owner', editor: 'Editor' } as const;

const itemClass =
  'flex w-full items-center rounded-lg px-3 py-2 text-left font-medium text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-700';

/**
 * The signed-in person's menu: a button with their whole name opening a popover (popovertarget, so it works with
 * no script; Escape or a press elsewhere closes it) that says who they are and holds both ways to sign out.
 */
export function AccountMenu({ session }: { session: AdminSession }) {
  return (
    <div className="min-w-0">
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="menu-button nav-link inline-flex min-h-11 max-w-full items-center gap-2 text-left"
        style={{ ['--menu-anchor' as string]: `--${MENU_ID}` }}
        data-account-button=""
      >
        <span className="sr-only">Your account, </span>
        <span className="break-words">{session.displayName}</span>
        <span aria-hidden="true" className="menu-chevron text-xs transition-transform">
          ▾
        </span>
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        aria-label="Your account"
        style={{ ['--menu-anchor' as string]: `--${MENU_ID}` }}
        className="nav-menu w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-2 text-ink shadow-xl"
      >
        <p className="px-3 pt-1 pb-2 text-sm">
          Signed in as <strong className="break-anywhere">{session.displayName}</strong>
          <span className="block text-muted">
            {roleNames[session.role]} · <span className="break-anywhere">{session.email}</span>
          </span>
        </p>
        <form method="post" action="/admin/sign-out" className="border-t border-stone-200 pt-1">
          <CsrfField session={session} />
          <button type="submit" className={itemClass}>
            Sign out
          </button>
        </form>
        <form method="post" action="/admin/sign-out-everywhere">
          <CsrfField session={session} />
          <button type="submit" className={itemClass}>
            Sign out everywhere
          </button>
        </form>
        <p className="px-3 pb-1 text-sm text-muted">Everywhere: on every phone and computer you have signed in on.</p>
      </div>
    </div>
  );
}
