/**
 * POST /api/early-bird-list: joining the list of people told when a new retreat or event is published. A new address
 * gets one email asking to confirm it, and nothing more until it is confirmed, so nobody can sign a stranger up to our
 * emails; an address already on the list is answered the same and sent nothing.
 */
import type { Context } from 'hono';
import { ITEM_KIND } from '../../db/item-kinds';
import type { AppEnv } from '../../env';
import { formEndpoint } from '../../forms/form-endpoint';
import type { FormState } from '../../lib/form-state';
import { outboxInsertFor } from '../../notify/outbox';
import { earlyBirdSignUp } from '../../submissions/early-bird-list/kind';
import { EARLY_BIRD_CONFIRM_MESSAGE } from '../../submissions/retreat-booking/messages';

/** /retreats again with the early-bird form's state (the plain post's answer), from the page that owns it. */
export type RetreatsPageAnswer = (
  c: Context<AppEnv>,
  forms: { earlyBird?: FormState },
  status: number,
) => Promise<Response>;

export const earlyBirdListApi = (retreatsPage: RetreatsPageAnswer) =>
  formEndpoint(
    earlyBirdSignUp,
    {
      saved: (c) => c.redirect('/retreats?early-bird=sent#early-bird', 303),
      again: (c, form, _fields, status) => retreatsPage(c, { earlyBird: form }, status),
    },
    {
      async alongside(_c, db, _entry, { id, now }) {
        const confirmation = outboxInsertFor(db, ITEM_KIND.earlyBirdList, id, now, EARLY_BIRD_CONFIRM_MESSAGE);
        return {
          statements: [confirmation.insert],
          after: async ({ statements: [written] }) => ({
            answer: {},
            queued: (written?.meta.changes ?? 0) > 0 ? [confirmation.entry] : [],
          }),
        };
      },
    },
  );
