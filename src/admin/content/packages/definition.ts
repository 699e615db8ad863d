import { PACKAGE_KIND, type PackageDocument, packageDocument } from '../../../content/kinds/package';
import { PROGRAMME_KIND, programmeDocument } from '../../../content/kinds/programme';
import { smallerPackagePriceProblem } from '../../../content/kinds/smaller-package';
import type { KindDefinition } from '../kinds/definition';

/** The packages: the booking wizard's boxes and the guide prices its estimate adds up. */
export const packagesDefinition: KindDefinition<PackageDocument> = {
  kind: PACKAGE_KIND,
  section: 'packages',
  one: 'Package',
  many: 'Packages',
  intro:
    "What the booking wizard on the home page offers, in the order here, with the guide prices its estimate adds up. A package's id is stored with every booking of it and never changes; an archived package is no longer offered, and its bookings still show it.",
  schema: packageDocument,
  fields: [
    { name: 'name', label: 'Name', type: 'text', maxLength: 80, required: true },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      rows: 3,
      maxLength: 300,
      hint: 'What the price buys, in one line, under the name in the wizard.',
      required: true,
    },
    {
      name: 'price',
      label: 'Price (£)',
      type: 'number',
      hint: "Whole pounds: what the wizard shows and adds to the visitor's estimate.",
      required: true,
    },
    {
      name: 'pricedFrom',
      label: 'The price is where the work starts',
      type: 'checkbox',
      hint: 'An estimate that includes this package then reads "From £…" (bespoke work).',
    },
  ],
  titleOf: (document) => document.name,
  ordered: true,
  relatedKinds: [PROGRAMME_KIND],
  // A programme offering this package as its smaller way in must still start above the new price.
  check: (offered, { relatedItems, slug }): Record<string, string> => {
    if (slug === undefined) return {};
    const problems = (relatedItems.get(PROGRAMME_KIND) ?? []).flatMap(({ document }) => {
      const programme = programmeDocument.safeParse(document);
      if (!programme.success || programme.data.smallerPackage !== slug) return [];
      const problem = smallerPackagePriceProblem(programme.data, offered);
      return problem ? [problem] : [];
    });
    return problems.length ? { price: problems.join('. ') } : {};
  },
};
