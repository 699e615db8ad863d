/**
 * A programme as the owner edits it: one card of the services section (#services) and its Learn More dialog, in the
 * owner's order, with its starting price. A programme may offer one package (by its id) as the smaller way in,
 * naming which of its What's Included lines the package covers; that it costs less is checked against the package
 * (smaller-package.ts) on every save of either.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { formatPounds } from '../../lib/pounds';
import type { AccentColour } from '../types';
import { wholePounds } from './package';
import { coverageProblem } from './smaller-package';

export const PROGRAMME_KIND = 'programme';

export const accentColours = [
  'teal',
  'amber',
  'rose',
  'indigo',
  'emerald',
  'sky',
  'orange',
  'violet',
  'lime',
  'slate',
] as const satisfies readonly AccentColour[];

/**
 * A list typed one entry a line. Each line is checked like a one-line field, and a message names the line, on the
 * list itself: the editor shows it beside the list's box (a message on "list.2" would have no field to stand by).
 */
function lineList(label: string, { fewest, most }: { fewest: number; most: number }) {
  const line = requiredLine(label, 300);
  return z.array(z.string()).transform((entries, context) => {
    const lines: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const parsed = line.safeParse(entry);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: `Line ${index + 1}: ${parsed.error.issues[0]?.message ?? ''}` });
        return z.NEVER;
      }
      lines.push(parsed.data);
    }
    if (lines.length < fewest) context.addIssue({ code: 'custom', message: `${label} needs at least ${fewest} lines` });
    if (lines.length > most) context.addIssue({ code: 'custom', message: `${label} has at most ${most} lines` });
    return lines;
  });
}

/** A package's id as the programme names it, or empty for none. */
const packageId = z
  .string()
  .trim()
  .regex(/^(|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Choose one of the packages, or none');

export const programmeDocument = z
  .object({
    title: requiredLine('Title', 80),
    description: requiredLine('Description', 300),
    accent: z.enum(accentColours, { error: 'Choose one of the ten colours' }),
    startingFrom: wholePounds('Starting price'),
    details: z.object({
      overview: requiredText('Overview', 3000),
      whatIncluded: lineList("What's Included", { fewest: 1, most: 15 }),
      benefits: lineList('Key Benefits', { fewest: 1, most: 15 }),
      pricing: requiredText('Investment', 1500),
      duration: requiredLine('Timeline', 60),
      ideal: requiredText('Ideal For', 600),
    }),
    /** The package offered as the smaller way into this programme: its id, or empty. */
    smallerPackage: packageId,
    /** Which of the What's Included lines that package covers: some, never all, and none without a package. */
    packageCovers: lineList('What the package covers', { fewest: 0, most: 15 }),
  })
  .superRefine((programme, context) => {
    const starting = formatPounds(programme.startingFrom);
    // The dialog's Investment text and the card's "Starting from" must not disagree.
    if (!programme.details.pricing.includes(starting))
      context.addIssue({
        code: 'custom',
        path: ['details', 'pricing'],
        message: `Give the starting price here too, written as ${starting}, so the dialog and the card agree`,
      });
    const covered = coverageProblem(programme.smallerPackage, programme.packageCovers, programme.details.whatIncluded);
    if (covered) context.addIssue({ code: 'custom', path: ['packageCovers'], message: covered });
  });

export type ProgrammeDocument = z.infer<typeof programmeDocument>;
