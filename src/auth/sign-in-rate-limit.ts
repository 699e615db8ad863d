import { sha256Hex } from '../lib/sha256';

/**
 * Which sign-in POST is counted: asking for a link, or pressing Sign in on a
 * link's page, in the back office or the Training Academy (learner-*). Each has its own count.
 */
export type SignInStep = 'request' | 'confirm' | 'learner-request' | 'learner-confirm';

const clientKeyPrefix: Record<SignInStep, string> = {
  request: 'sign-in:client:',
  confirm: 'sign-in-confirm:client:',
  'learner-request': 'learner-sign-in:client:',
  'learner-confirm': 'learner-sign-in-confirm:client:',
};

/**
 * Sign-in POSTs are limited per client (IPv4 address or IPv6 /64, 5 a minute,
 * wrangler.toml) before their body is read, so every post counts, even one
 * that turns out not to hold an email address or a real link.
 */
export async function signInClientAllowed(
  limiter: RateLimit | undefined,
  step: SignInStep,
  client: string,
): Promise<boolean> {
  if (!limiter) return true;
  return (await limiter.limit({ key: `${clientKeyPrefix[step]}${client}` })).success;
}

/**
 * All clients together, per step, 60 a minute (wrangler.toml), counting only
 * requests that cannot succeed: a link request for an address that is not an
 * owner's, a press of Sign in with a link that is not valid. What can succeed
 * is never counted, so a flood spread over many addresses cannot lock the owner out.
 */
export async function signInCeilingAllowed(ceiling: RateLimit | undefined, step: SignInStep): Promise<boolean> {
  if (!ceiling) return true;
  return (await ceiling.limit({ key: `sign-in:${step}` })).success;
}

/**
 * Link requests are limited per email address too, so many clients cannot
 * hammer one mailbox. Known and unknown addresses are limited alike, so a
 * refusal reveals nothing. The key is hashed: the limiter never sees the address.
 */
export async function signInEmailAllowed(
  limiter: RateLimit | undefined,
  email: string,
  audience: 'owner' | 'learner' = 'owner',
): Promise<boolean> {
  if (!limiter) return true;
  return (
    await limiter.limit({
      key: `${audience === 'owner' ? 'sign-in' : 'learner-sign-in'}:email:${await sha256Hex(email)}`,
    })
  ).success;
}
