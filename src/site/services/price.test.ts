import { describe, expect, it } from 'vitest';
import { formatPounds } from '../../lib/pounds';
import { startingFromLabel } from './price';

describe('service prices', () => {
  it('formats whole pounds the en-GB way', () => {
    expect(formatPounds(2195)).toBe('£2,195');
    expect(formatPounds(895)).toBe('£895');
    expect(formatPounds(12500)).toBe('£12,500');
  });

  it('labels a card with its starting price', () => {
    expect(startingFromLabel(2195)).toBe('Starting from £2,195');
    expect(startingFromLabel(895)).toBe('Starting from £895');
  });
});
