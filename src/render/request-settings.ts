import { AsyncLocalStorage } from 'node:async_hooks';
import { type BusinessDetails, seededDetails } from '../content/business-details';
import { siteConfig } from '../content/site-config';
import { readVisitSourceWith } from '../ui/VisitSourceField';

/**
 * The account menu a signed-in learner sees in the site header: plain data, set for the request by loadLearner and
 * passed to the header island as a prop (src/layout/account-menu.ts). A visitor has none.
 */
/** A type, not an interface: island props must be plain JSON data (JsonObject). */
export type AccountMenu = {
  /** Shown on the menu's button; the button reads "Your account, {firstName}". */
  firstName: string;
  /** May open the team page (mayManageTeam: an employer subscription that is current). */
  employer: boolean;
  /** Has a paid subscription to manage (hasSubscription, src/academy/account-menu-setting.ts). */
  hasSubscription: boolean;
  /** The learner session's form token, for the Sign out form. */
  csrfToken: string;
};

/** Per-request settings the layout needs but pages should not have to pass down. */
interface RequestSettings {
  /** Cloudflare Turnstile site key; empty when bot checks are off. */
  turnstileSiteKey: string;
  /** siteOrigin(env): every absolute URL a page renders starts with it, never with the request's Host. */
  origin: string;
  /**
   * The business details as stored when the request began (src/middleware/business-details.ts): the footer, the
   * contact links and the legal pages quote them. The seeded ones outside a request (a test rendering a page alone).
   */
  details: BusinessDetails;
  /**
   * The signed-in learner's account menu in the site header, set by loadLearner (src/academy/auth/learner-middleware.ts)
   * on the Academy's paths; null for a visitor. A page rendered with one is never stored in the page cache.
   */
  account: AccountMenu | null;
  /**
   * Where this visit came from, as the hidden field of every form on the page carries it (src/analytics/visit-source.ts);
   * '' for none. A page rendered with one is never stored in the page cache.
   */
  visitSource: string;
}

const storage = new AsyncLocalStorage<RequestSettings>();

/** Runs `run` with these settings; one not given keeps the value of the settings around it. */
export function withRequestSettings<T>(settings: Partial<RequestSettings>, run: () => T): T {
  return storage.run({ ...requestSettings(), ...settings }, run);
}

export function requestSettings(): RequestSettings {
  return (
    storage.getStore() ?? {
      turnstileSiteKey: '',
      origin: siteConfig.origin,
      details: seededDetails,
      account: null,
      visitSource: '',
    }
  );
}

readVisitSourceWith(() => requestSettings().visitSource);

/** The business details of this request. */
export function businessDetails(): BusinessDetails {
  return requestSettings().details;
}
