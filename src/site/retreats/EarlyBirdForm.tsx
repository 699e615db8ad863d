/**
 * The early-bird list, a real opt-in (issue 34): an address and the consent its entry records, posted to
 * /api/early-bird-list. The address hears nothing but one confirmation request until its owner confirms it. A plain
 * post comes back here: stored, to ?early-bird=sent#early-bird; refused, with every value and message.
 */
import type { FormState } from '../../lib/form-state';
import { valueOf } from '../../lib/form-state';
import { EARLY_BIRD_LIST_ENDPOINT, earlyBirdConsentWording } from '../../submissions/early-bird-list/schema';
import { EmailField, PlainSubmitButton } from '../../ui/form-fields';
import { Honeypot } from '../../ui/Honeypot';
import { ConsentBox, PostedNotice, SentNotice } from './form-parts';

export const EARLY_BIRD_ID = 'early-bird';

export function EarlyBirdForm({ sent, form, intro }: { sent: boolean; form?: FormState; intro: string }) {
  return (
    <div
      id={EARLY_BIRD_ID}
      className="mt-10 card grid gap-6 border-accent-400 bg-accent-100 text-left lg:grid-cols-2 lg:items-start"
    >
      <div>
        <h3 id="early-bird-heading" className="font-display text-xl font-semibold text-ink">
          Join the Early-Bird List
        </h3>
        <p className="mt-2 text-ink">{intro}</p>
        <p className="mt-2 text-sm text-ink">
          One email for each new event, and nothing else. We first send a link to confirm your address, so nobody can
          sign you up but you; every email has a link to leave the list.
        </p>
      </div>
      <div>
        {sent && !form ? (
          <SentNotice outcome="early-bird-sent">
            Check your inbox: we have sent a link to confirm your address. You will hear of new events only once you
            have confirmed it.
          </SentNotice>
        ) : null}
        <PostedNotice
          form={form}
          invalid="You are not on the list yet: correct the fields marked below and send the form again."
        />
        <form
          method="post"
          action={`${EARLY_BIRD_LIST_ENDPOINT}#${EARLY_BIRD_ID}`}
          aria-labelledby="early-bird-heading"
          className="relative grid gap-4"
        >
          <div>
            <EmailField id="early-bird-email" value={valueOf(form, 'email')} error={form?.errors.email} />
          </div>
          <ConsentBox id="early-bird-consent" wording={earlyBirdConsentWording} form={form} />
          <Honeypot />
          <PlainSubmitButton buttonClassName="btn-primary">Join the Early-Bird List</PlainSubmitButton>
        </form>
      </div>
    </div>
  );
}
