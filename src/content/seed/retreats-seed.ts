/**
 * The retreat formats and events as they were written in src/content/retreats.ts, as the seed loads them (in that
 * order, each keyed by its id, which becomes its slug). Every event is seeded with its dates to be confirmed and no
 * place, as the page has shown them.
 */
import type { z } from 'zod';
import {
  RETREAT_EVENT_KIND,
  RETREAT_FORMAT_KIND,
  type retreatEventDocument,
  type RetreatFormatDocument,
} from '../kinds/retreat';
import { retreatFormats, upcomingEvents } from '../retreats';

export function retreatFormatItems(publishAt: number) {
  return retreatFormats.map(({ id, ...format }, position) => ({
    kind: RETREAT_FORMAT_KIND,
    slug: id,
    position,
    publishAt,
    document: format satisfies RetreatFormatDocument,
  }));
}

export function retreatEventItems(publishAt: number) {
  return upcomingEvents.map((event, position) => ({
    kind: RETREAT_EVENT_KIND,
    slug: event.id,
    position,
    publishAt,
    document: {
      title: event.title,
      format: event.format,
      length: event.length,
      startDate: null,
      endDate: null,
      place: '',
      summary: event.description,
      capacity: event.capacity,
      price: event.price,
    } satisfies z.input<typeof retreatEventDocument>,
  }));
}
