import { describe, expect, it } from 'vitest';
import { serviceCards } from '../../content/services';
import { formatPounds } from '../../lib/pounds';
import { startingFromLabel } from './price';

describe('service prices', () => {
  it('formats whole pounds the en-GB way', () => {
    expect(formatPounds(2195)).toBe('£2,195');
    expect(formatPounds(895)).toBe('£895');
    expect(formatPounds(12500)).toBe('£12,500');
  });

  it('labels each card in the order and amounts of spec 01 §9', () => {
    expect(serviceCards.map((card) => startingFromLabel(card.startingFrom))).toEqual([
      'Starting from £2,195',
      'Starting from £1,395',
      'Starting from £1,595',
      'Starting from £1,895',
      'Starting from £2,395',
      'Starting from £1,695',
      'Starting from £2,095',
      'Starting from £1,295',
      'Starting from £2,295',
      'Starting from £895',
    ]);
  });
});
