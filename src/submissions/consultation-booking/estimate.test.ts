import { describe, expect, it } from 'vitest';
import { formatPounds } from '../../lib/pounds';
import { specPackagePrices } from '../../../test/support/spec-packages';
import { estimateCost } from './estimate';

/** The packages of spec 01 §9 at its prices, the bespoke one priced from. */
const packages = Object.entries(specPackagePrices).map(([id, price]) => ({
  id,
  price,
  pricedFrom: id === 'bespoke-consultation',
}));

describe('estimateCost', () => {
  it('formats whole pounds in en-GB', () => {
    expect(formatPounds(1995)).toBe('£1,995');
    expect(formatPounds(15995)).toBe('£15,995');
  });

  it('sums the chosen packages', () => {
    expect(estimateCost(['business-planning'], packages)).toEqual({ total: 1995, startsFrom: false, label: '£1,995' });
    expect(estimateCost(['business-planning', 'compliance', 'website-design'], packages).label).toBe('£3,785');
  });

  it('prefixes "From " when a package priced from (bespoke consultation) is chosen', () => {
    expect(estimateCost(['bespoke-consultation'], packages)).toEqual({
      total: 1500,
      startsFrom: true,
      label: 'From £1,500',
    });
    expect(estimateCost(['facility-design', 'bespoke-consultation'], packages).label).toBe('From £2,795');
  });

  it('counts every package once and ignores ids not on offer', () => {
    expect(estimateCost(['compliance', 'compliance', 'not-a-service'], packages).total).toBe(995);
    expect(estimateCost([], packages).label).toBe('£0');
  });

  it('totals all eleven packages to From £16,350', () => {
    expect(estimateCost(Object.keys(specPackagePrices), packages).label).toBe('From £16,350');
  });

  it('prices from the packages it is given: a price changed by the owner counts at once', () => {
    const raised = packages.map((offered) => (offered.id === 'compliance' ? { ...offered, price: 1095 } : offered));
    expect(estimateCost(['compliance'], raised).label).toBe('£1,095');
  });
});
