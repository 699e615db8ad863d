import { describe, expect, it } from 'vitest';
import { bookableServices } from './bookable-services';
import { formatPounds } from '../../lib/pounds';
import { estimateCost } from './estimate';

describe('bookable services', () => {
  it('lists the eleven services of spec 01 §9 with their prices', () => {
    expect(Object.fromEntries(bookableServices.map((service) => [service.id, service.price]))).toEqual({
      'business-planning': 1995,
      'facility-design': 1295,
      'operations-training': 1495,
      compliance: 995,
      'financial-planning': 1795,
      'performance-optimisation': 1595,
      'customer-experience': 1395,
      'policy-development': 1195,
      'marketing-strategy': 2295,
      'website-design': 795,
      'bespoke-consultation': 1500,
    });
    for (const service of bookableServices) {
      expect(service.name.length).toBeGreaterThan(3);
      expect(service.description.length).toBeGreaterThan(20);
    }
  });
});

describe('estimateCost', () => {
  it('formats whole pounds in en-GB', () => {
    expect(formatPounds(1995)).toBe('£1,995');
    expect(formatPounds(15995)).toBe('£15,995');
  });

  it('sums the chosen services', () => {
    expect(estimateCost(['business-planning'])).toEqual({ total: 1995, startsFrom: false, label: '£1,995' });
    expect(estimateCost(['business-planning', 'compliance', 'website-design']).label).toBe('£3,785');
  });

  it('prefixes "From " when bespoke consultation is chosen', () => {
    expect(estimateCost(['bespoke-consultation'])).toEqual({ total: 1500, startsFrom: true, label: 'From £1,500' });
    expect(estimateCost(['facility-design', 'bespoke-consultation']).label).toBe('From £2,795');
  });

  it('counts every service once and ignores unknown ids', () => {
    expect(estimateCost(['compliance', 'compliance', 'not-a-service']).total).toBe(995);
    expect(estimateCost([]).label).toBe('£0');
  });

  it('totals all eleven services to £16,350', () => {
    expect(estimateCost(bookableServices.map((service) => service.id)).label).toBe('From £16,350');
  });
});
