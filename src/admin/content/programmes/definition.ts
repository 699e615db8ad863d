import { PACKAGE_KIND, packageDocument } from '../../../content/kinds/package';
import {
  accentColours,
  PROGRAMME_KIND,
  type ProgrammeDocument,
  programmeDocument,
} from '../../../content/kinds/programme';
import { smallerPackagePriceProblem } from '../../../content/kinds/smaller-package';
import { formatPounds } from '../../../lib/pounds';
import type { KindDefinition } from '../kinds/definition';

/** The programmes: the service cards of Our Services and their dialogs, each with its smaller package, if any. */
export const programmesDefinition: KindDefinition<ProgrammeDocument> = {
  kind: PROGRAMME_KIND,
  section: 'programmes',
  one: 'Programme',
  many: 'Programmes',
  intro:
    "The cards of Our Services on the home page and the dialog each card's Learn More opens, in the order here. A programme may offer one package as a smaller way in: the package must cost less than the programme's starting price and cover part of it.",
  schema: programmeDocument,
  fields: [
    { name: 'title', label: 'Title', type: 'text', maxLength: 80, required: true },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      rows: 3,
      maxLength: 300,
      hint: 'One paragraph on the card, on one line; a phone shows only its start, the dialog all of it.',
      required: true,
    },
    { name: 'accent', label: 'Colour', type: 'select', options: accentColours, required: true },
    {
      name: 'startingFrom',
      label: 'Starting price (£)',
      type: 'number',
      hint: 'Whole pounds: the card reads "Starting from" this price.',
      required: true,
    },
    { name: 'details.overview', label: 'Overview', type: 'textarea', rows: 6, required: true },
    { name: 'details.whatIncluded', label: "What's Included", type: 'lines', rows: 8, required: true },
    { name: 'details.benefits', label: 'Key Benefits', type: 'lines', rows: 6, required: true },
    {
      name: 'details.pricing',
      label: 'Investment',
      type: 'textarea',
      rows: 4,
      hint: 'Name the starting price here as on the card, for example £2,195.',
      required: true,
    },
    { name: 'details.duration', label: 'Timeline', type: 'text', maxLength: 60, required: true },
    { name: 'details.ideal', label: 'Ideal For', type: 'textarea', rows: 3, required: true },
    {
      name: 'smallerPackage',
      label: 'Smaller package',
      type: 'select',
      hint: 'A published package that costs less than the starting price and covers part of this programme: the card and its dialog offer it as a smaller way in.',
      choicesFrom: (related) => [
        { value: '', label: 'None' },
        ...(related.get(PACKAGE_KIND) ?? []).flatMap(({ slug, document }) => {
          const parsed = packageDocument.safeParse(document);
          return parsed.success
            ? [{ value: slug, label: `${parsed.data.name}, ${formatPounds(parsed.data.price)}` }]
            : [];
        }),
      ],
    },
    {
      name: 'packageCovers',
      label: 'What the package covers',
      type: 'lines',
      rows: 4,
      hint: "The What's Included lines the package covers, copied exactly; some of them, not all.",
    },
  ],
  titleOf: (document) => document.title,
  ordered: true,
  relatedKinds: [PACKAGE_KIND],
  check: (programme, { relatedItems }): Record<string, string> => {
    if (!programme.smallerPackage) return {};
    const found = (relatedItems.get(PACKAGE_KIND) ?? []).find((item) => item.slug === programme.smallerPackage);
    const offered = found ? packageDocument.safeParse(found.document) : undefined;
    if (!offered?.success)
      return { smallerPackage: 'That package is not published: choose one of the published packages, or None' };
    const problem = smallerPackagePriceProblem(programme, offered.data);
    return problem ? { smallerPackage: problem } : {};
  },
};
