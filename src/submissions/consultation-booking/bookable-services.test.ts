import { describe, expect, it } from 'vitest';
import { serviceCards } from '../../content/services';
import { bookableServices, packageOfProgramme } from './bookable-services';

describe('programmes and their bookable packages', () => {
  it('every package names only service cards that exist', () => {
    const cardIds = new Set(serviceCards.map((card) => card.id));
    const unknown = bookableServices.flatMap((service) =>
      (service.programmes as readonly string[]).filter((id) => !cardIds.has(id)),
    );
    expect(unknown).toEqual([]);
  });

  it('every service card has one package, and no package is named like a card', () => {
    expect(serviceCards.filter((card) => !packageOfProgramme(card.id)).map((card) => card.title)).toEqual([]);
    const cardTitles = new Set(serviceCards.map((card) => card.title));
    expect(bookableServices.filter((service) => cardTitles.has(service.name)).map((service) => service.name)).toEqual(
      [],
    );
  });

  it('the Compliance & Licensing card leads to the £995 Licence Inspection Preparation package', () => {
    expect(packageOfProgramme('compliance-licensing')).toMatchObject({
      id: 'compliance',
      name: 'Licence Inspection Preparation',
      price: 995,
    });
  });
});
