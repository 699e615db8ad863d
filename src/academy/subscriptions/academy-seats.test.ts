/**
 * Employer seats and access around payments (issue 33): an invitation needs a free seat, even under a race; fewer
 * seats never remove anyone; the owner's granted access is never undone by a payment event; the learner manages a
 * paid subscription in Stripe's portal and sees a cancellation at the period's end on /training/me.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../../test/support/admin';
import { getAsLearner, inAYear, signedInLearner } from '../../../test/support/learner';
import { completeCheckout, deliverEvent, paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { stripeEvent } from '../../../test/support/stripe-events';
import { callsTo, subscriptionObject } from '../../../test/support/stripe-stand-in';
import { address, employer, invite, userByEmail } from '../../../test/support/team-fixtures';
import { textOf } from '../../../test/support/page-html';

const stripe = standInForEachTest();

const waiting = async (employerId: number) =>
  env.DB.prepare('SELECT count(*) AS n FROM training_team_invitations WHERE employer_id = ? AND accepted_at IS NULL')
    .bind(employerId)
    .first<number>('n');

describe('employer seats', () => {
  it('refuses an invitation past the last seat, with the way to add seats, and shows seats used of bought', async () => {
    const boss = await employer({ teamSeats: 2 });
    const first = address('one');
    expect((await invite(boss, first)).response.status).toBe(303);
    expect((await invite(boss, address('two'))).response.status).toBe(303);
    const third = await invite(boss, address('three'));
    expect(third.response.status).toBe(409);
    const html = await third.response.text();
    expect(textOf(html)).toContain('All 2 of your seats are in use');
    expect(html).toContain('data-seats="2/2"');
    expect(html).toContain('data-add-seats');
    // The price of a seat, as /training shows it.
    expect(textOf(html)).toContain('Seats cost £10 a month or £100 a year each, including VAT.');
    expect(third.sent).toEqual([]);
    // Sending one again to an address already invited renews it and needs no new seat.
    expect((await invite(boss, first)).response.status).toBe(303);
  });

  it('gives exactly one of 20 simultaneous invitations the one free seat', async () => {
    const boss = await employer({ teamSeats: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => invite(boss, address(`race-${index}`))));
    expect(answers.filter((answer) => answer.response.status === 303)).toHaveLength(1);
    expect(answers.filter((answer) => answer.response.status === 409)).toHaveLength(19);
    expect(await waiting(boss.id)).toBe(1);
  });

  it('never removes anyone when the seats go down: it only stops new invitations', async () => {
    const boss = await employer({ teamSeats: 3 });
    await invite(boss, address('keep-a'));
    await invite(boss, address('keep-b'));
    await env.DB.prepare('UPDATE training_users SET team_seats = 1 WHERE id = ?').bind(boss.id).run();
    expect(await waiting(boss.id)).toBe(2);
    expect((await invite(boss, address('keep-c'))).response.status).toBe(409);
    const page = await (await getAsLearner(boss, '/training/team')).text();
    expect(page).toContain('data-seats="2/1"');
  });
});

describe('access around payments', () => {
  it('keeps access the owner granted whatever a payment event says', async () => {
    const learner = await signedInLearner({ status: 'active', tier: 'employer', expiry: inAYear(), teamSeats: 5 });
    await env.DB.prepare("UPDATE training_users SET access_source = 'granted' WHERE id = ?").bind(learner.id).run();
    const before = await userByEmail(learner.email);
    await send('/training/subscribe', {
      cookie: learner.cookie,
      form: { csrf: learner.csrf, plan: 'employee-month', immediateAccess: 'on' },
      bindings: paymentBindings(stripe.current),
    });
    const { subscriptionId, customerId, periodEnd } = await completeCheckout(stripe.current);
    const ended = {
      ...subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        status: 'canceled',
        quantity: 1,
        currentPeriodEnd: periodEnd,
        metadata: { purpose: 'academy' },
      }),
      ended_at: Math.floor(Date.now() / 1000),
    };
    await deliverEvent(stripe.current, stripeEvent('customer.subscription.deleted', ended));
    const after = await userByEmail(learner.email);
    expect(after).toMatchObject({
      subscription_tier: before?.subscription_tier,
      subscription_status: 'active',
      subscription_expiry: before?.subscription_expiry,
    });
  });

  it('opens Stripe’s customer portal for a paying learner, and shows a cancellation at the period end on /training/me', async () => {
    const learner = await signedInLearner({});
    await send('/training/subscribe', {
      cookie: learner.cookie,
      form: { csrf: learner.csrf, plan: 'employee-year', immediateAccess: 'on' },
      bindings: paymentBindings(stripe.current),
    });
    const { subscriptionId, customerId, periodEnd } = await completeCheckout(stripe.current);
    const portal = await send('/training/subscription/manage', {
      cookie: learner.cookie,
      bindings: paymentBindings(stripe.current),
    });
    expect(portal.status).toBe(303);
    expect(portal.headers.get('location')).toMatch(/^http:\/\/stripe\.stand-in\/portal\//);
    expect(callsTo(stripe.current, '/v1/billing_portal/sessions')[0]?.params).toMatchObject({
      customer: customerId,
      return_url: expect.stringMatching(/\/training\/me$/),
    });

    const cancelling = subscriptionObject({
      id: subscriptionId,
      customer: customerId,
      status: 'active',
      quantity: 1,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
      metadata: { purpose: 'academy' },
    });
    await deliverEvent(stripe.current, stripeEvent('customer.subscription.updated', cancelling));
    const me = await (
      await send('/training/me', { cookie: learner.cookie, bindings: paymentBindings(stripe.current) })
    ).text();
    expect(me).toContain('data-subscription="ending"');
    expect(textOf(me)).toMatch(/Cancelled: it will not renew, and your access ends on \d{1,2} \w+ \d{4}/);
    expect(textOf(me)).toContain('Manage subscription');
  });

  it('tells a learner with no online subscription how to subscribe instead of opening the portal', async () => {
    const learner = await signedInLearner({});
    const response = await send('/training/subscription/manage', {
      cookie: learner.cookie,
      bindings: paymentBindings(stripe.current),
    });
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain('No subscription paid online');
    expect(callsTo(stripe.current, '/v1/billing_portal/sessions')).toHaveLength(0);
  });
});
