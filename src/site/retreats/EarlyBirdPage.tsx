import { Document } from '../../layout/Document';
import type { EarlyBirdAction } from '../../submissions/early-bird-list/links';
import { EARLY_BIRD_PATH } from '../../submissions/early-bird-list/links';
import { PageHero } from '../../ui/PageHero';

/** Where the sign-up stands, as its link's page says it. */
export type EarlyBirdState = 'unconfirmed' | 'confirmed' | 'unsubscribed';

interface EarlyBirdPageProps {
  action: EarlyBirdAction;
  state: EarlyBirdState;
  /** The page's own address, which its button posts back to. */
  path: string;
}

interface Wording {
  title: string;
  text: string;
  /** The one button, when pressing it changes something. */
  button?: string;
}

/** What each link's page says in each state: a button while there is something to do, else what has been done. */
function wordingOf(action: EarlyBirdAction, state: EarlyBirdState): Wording {
  if (action === 'confirm') {
    if (state === 'unconfirmed')
      return {
        title: 'Confirm your address',
        text: 'Press the button to confirm this address for our early-bird list: we will email you once each time we publish a new retreat or learning event, often with an early-bird price for the first places.',
        button: 'Confirm my address',
      };
    if (state === 'confirmed')
      return {
        title: 'Your address is confirmed',
        text: 'Thank you: you are on our early-bird list and will hear from us when we publish a new event. Every email has a link to unsubscribe.',
      };
    return {
      title: 'This address has unsubscribed',
      text: 'This address left our early-bird list, so this link no longer adds it. To join again, use the early-bird form on the retreats page.',
    };
  }
  if (state === 'unsubscribed')
    return {
      title: 'You have unsubscribed',
      text: 'This address is off our early-bird list: we will send it no more announcements. You can join again at any time from the retreats page.',
    };
  return {
    title: 'Unsubscribe from the early-bird list',
    text: 'Press the button to stop our emails about new retreats and learning events to this address.',
    button: 'Unsubscribe',
  };
}

/** The page an early-bird link opens: only its button (a POST) changes anything, so a mail scanner that fetches links cannot. */
export function EarlyBirdPage({ action, state, path }: EarlyBirdPageProps) {
  const wording = wordingOf(action, state);
  return (
    <Document
      meta={{
        title: `${wording.title} | Early-bird list`,
        description: 'Confirm or leave the Pawsperity Consulting early-bird list for new retreats and events.',
        path: EARLY_BIRD_PATH,
        noindex: true,
      }}
    >
      <PageHero eyebrow="Early-bird list" title={wording.title}>
        {wording.button ? (
          <form method="post" action={path}>
            <p className="mb-6">{wording.text}</p>
            <button type="submit" className="btn-primary">
              {wording.button}
            </button>
          </form>
        ) : (
          <>
            <p role="status">{wording.text}</p>
            <p className="mt-6">
              <a className="btn-primary" href="/retreats">
                See upcoming retreats
              </a>
            </p>
          </>
        )}
      </PageHero>
    </Document>
  );
}
