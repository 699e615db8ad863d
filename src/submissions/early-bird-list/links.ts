/**
 * The early-bird list's two links: confirm the address (sent once, to an unconfirmed address) and unsubscribe (in
 * every announcement). Each names the sign-up and carries a token derived from its id with SIGNING_SECRET under its
 * own purpose, so nothing is stored, a confirm link cannot unsubscribe, and a link cannot be made for another address.
 */
import { signToken } from '../../lib/signing';

export type EarlyBirdAction = 'confirm' | 'unsubscribe';

const purposes: Record<EarlyBirdAction, string> = {
  confirm: 'early-bird-confirm',
  unsubscribe: 'early-bird-unsubscribe',
};

export const EARLY_BIRD_PATH = '/retreats/early-bird';

/** /retreats/early-bird/confirm/<id>.<token> or /retreats/early-bird/unsubscribe/<id>.<token> */
export async function earlyBirdLinkPath(
  secret: string | undefined,
  action: EarlyBirdAction,
  signUpId: string,
): Promise<string> {
  return `${EARLY_BIRD_PATH}/${action}/${signUpId}.${await signToken(secret, purposes[action], signUpId)}`;
}

const LINK_KEY = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** Compares every character whatever the first difference, so the time taken says nothing about the right token. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The sign-up a link's last segment (<id>.<token>) names, if its token is right for this action; else null. */
export async function earlyBirdSignUpOf(
  secret: string | undefined,
  action: EarlyBirdAction,
  key: string,
): Promise<string | null> {
  const match = LINK_KEY.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return sameText(await signToken(secret, purposes[action], match[1]), match[2]) ? match[1] : null;
}
