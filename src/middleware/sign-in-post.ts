import type { Context } from 'hono';
import { type SignInStep, signInClientAllowed } from '../auth/sign-in-rate-limit';
import type { AppEnv } from '../env';
import { clientKey } from './client-key';
import { isSameOriginPost } from './same-origin';

/** How a sign-in page answers each refusal, in its own look (the Academy's or the back office's). */
interface SignInPostRefusals {
  crossSite: () => Promise<Response>;
  tooLarge: () => Promise<Response>;
  tooMany: () => Promise<Response>;
}

/**
 * The refusals every sign-in POST shares, made before its body is read: another site's form, a body larger than the
 * form sends, or past this client's rate. The client is counted first, so a post refused later (not an address, not a
 * link) counts too. Null when the post may be read.
 */
export async function refusedSignInPost<E extends AppEnv>(
  c: Context<E>,
  step: SignInStep,
  maxFormBytes: number,
  refusals: SignInPostRefusals,
): Promise<Response | null> {
  if (!(await isSameOriginPost(c))) return refusals.crossSite();
  if (Number(c.req.header('content-length') ?? '0') > maxFormBytes) return refusals.tooLarge();
  const client = clientKey(c.req.header('cf-connecting-ip'));
  if (!(await signInClientAllowed(c.env.SIGN_IN_RATE_LIMITER, step, client))) return refusals.tooMany();
  return null;
}
