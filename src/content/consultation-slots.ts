/** The spec's six consultation start times (spec 01 §7), UK wall-clock time, in the order of the day. */
export const consultationSlots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;
