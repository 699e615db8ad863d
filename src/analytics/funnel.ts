/**
 * The steps from a visit to a payment, counted on the server where each happens (the same with and without
 * JavaScript): the owner's funnel in /admin/insights lists them in this order.
 */
export const funnelSteps = [
  { step: 'tool_used', label: 'Used a free tool', detail: 'A quiz result, an ROI calculation or a calendar download' },
  { step: 'booking_started', label: 'Started a booking', detail: 'Step 1 of the booking form sent' },
  {
    step: 'booking_made',
    label: 'Booked a consultation',
    detail: 'A consultation booking made',
    after: 'booking_started',
  },
  { step: 'contact_message', label: 'Sent a message', detail: 'A message from the contact form' },
  { step: 'subscribe_pressed', label: 'Pressed Subscribe', detail: 'On to Stripe to pay for the Academy' },
  {
    step: 'subscription_paid',
    label: 'Paid for a subscription',
    detail: 'An Academy subscription paid',
    after: 'subscribe_pressed',
  },
  { step: 'retreat_place_booked', label: 'Booked a retreat place', detail: 'A retreat booking made' },
] as const;

/** The step a step follows, whose share of it is the share that passed: visits unless the step names another. */
export const stepBefore = (entry: (typeof funnelSteps)[number]): FunnelStep | null =>
  'after' in entry ? entry.after : null;

export type FunnelStep = (typeof funnelSteps)[number]['step'];
