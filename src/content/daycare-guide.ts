/**
 * The doggy daycare startup guide (spec 02 §2 and §9): the eight startup cost
 * lines, the six launch steps, the four licensing items and the key planning
 * figures. Numbers live here once; the page formats them and the total is
 * worked out from the lines, never typed in.
 */

/** One line of the startup budget, in whole pounds. */
export interface StartupCostLine {
  id: string;
  /** Short name, also the row label of the chart. */
  label: string;
  low: number;
  high: number;
  /** What the money pays for. */
  covers: string;
}

interface PoundRange {
  low: number;
  high: number;
}

interface LaunchStep {
  title: string;
  timeframe: string;
  summary: string;
  tasks: string[];
}

interface LicensingItem {
  id: string;
  title: string;
  timeframe: string;
  detail: string;
}

/** The figures the guide plans around (spec 02 §9). */
export const guidePlanningFigures = {
  minimumIndoorSqFt: 2000,
  contingencyPercent: { low: 20, high: 30 },
  workingCapitalMonths: 6,
  dogsPerDay: { low: 30, high: 100 },
  monthsToLaunch: { low: 6, high: 12 },
  /** Defra's statutory guidance for dog day care: at least one member of staff per 10 dogs (1:8 for a higher star rating). */
  dogsPerStaffMember: 10,
  dogsPerStaffMemberHigherStandard: 8,
  /** Usable floor space per dog that many councils work to when setting the licensed number of dogs. */
  floorSpacePerDogSqM: 6,
  publicLiabilityMinimumCover: 2_000_000,
  /** The legal minimum under the Employers' Liability (Compulsory Insurance) Act 1969. */
  employersLiabilityMinimumCover: 5_000_000,
} as const;

export const startupCosts: StartupCostLine[] = [
  {
    id: 'licensing',
    label: 'Licensing & permits',
    low: 500,
    high: 2_000,
    covers:
      "Your council's application and grant fees for the animal activity licence, the vet's visit some councils add for a new site, and the planning application fee for a change of use.",
  },
  {
    id: 'lease',
    label: 'Premises lease',
    low: 20_000,
    high: 60_000,
    covers:
      'The rent deposit a landlord asks of a new business, the first quarter of rent in advance (commercial rent is normally paid quarterly), and business rates until any relief is confirmed.',
  },
  {
    id: 'fit-out',
    label: 'Facility fit-out',
    low: 15_000,
    high: 50_000,
    covers:
      'Sealed, non-slip flooring laid to falls with drainage, dog-proof partitions and a double-door entry, heating and ventilation, acoustic insulation, a self-contained isolation area, and staff toilet and kitchen.',
  },
  {
    id: 'insurance',
    label: 'Insurance',
    low: 2_000,
    high: 5_000,
    covers:
      "The first year's premiums: public liability of at least £2 million, care, custody and control cover for the dogs in your charge, employers' liability, and contents and business interruption cover.",
  },
  {
    id: 'equipment',
    label: 'Equipment',
    low: 5_000,
    high: 15_000,
    covers:
      'Raised beds and crates for rest periods, enrichment toys and agility kit, a dog wash and drying station, a commercial washing machine, cleaning equipment, CCTV and booking software.',
  },
  {
    id: 'marketing',
    label: 'Marketing & launch',
    low: 2_000,
    high: 5_000,
    covers:
      'Website with online booking, Google Business Profile, outside signage, printed leaflets for vets and groomers, open days and the first months of local advertising.',
  },
  {
    id: 'working-capital',
    label: 'Working capital',
    low: 10_000,
    high: 20_000,
    covers:
      'Cash held back for wages, rent and bills while your client list builds. Size it to cover six months of the running costs your early income will not yet meet.',
  },
  {
    id: 'professional-fees',
    label: 'Professional fees',
    low: 3_000,
    high: 8_000,
    covers:
      'A solicitor to review the lease, an accountant for company set-up and the cash-flow forecast, architect or planning drawings, and a noise assessment if the council asks for one.',
  },
];

/** The startup total: the sum of every line's low and of every line's high. */
export function startupCostTotal(lines: readonly StartupCostLine[]): PoundRange {
  return lines.reduce<PoundRange>((total, line) => ({ low: total.low + line.low, high: total.high + line.high }), {
    low: 0,
    high: 0,
  });
}

/** The contingency to hold on top: the lower percentage of the lower total up to the higher percentage of the higher total. */
export function contingencyRange(total: PoundRange): PoundRange {
  const { low, high } = guidePlanningFigures.contingencyPercent;
  return { low: Math.round((total.low * low) / 100), high: Math.round((total.high * high) / 100) };
}

/** Square feet to square metres (1 ft = 0.3048 m). */
export function squareFeetToSquareMetres(squareFeet: number): number {
  return squareFeet * 0.3048 * 0.3048;
}

/** How many dogs a play area holds at the space per dog councils commonly work to. */
export function dogsForFloorArea(squareFeet: number): number {
  return Math.floor(squareFeetToSquareMetres(squareFeet) / guidePlanningFigures.floorSpacePerDogSqM);
}

/** Staff needed on the floor for a number of dogs at the licence ratio, before cover for breaks, reception and cleaning. */
export function staffOnFloor(
  dogs: number,
  dogsPerStaffMember: number = guidePlanningFigures.dogsPerStaffMember,
): number {
  return Math.ceil(dogs / dogsPerStaffMember);
}

export const launchSteps: LaunchStep[] = [
  {
    title: 'Research the market and write your business plan',
    timeframe: '4-6 weeks',
    summary: 'Prove there is demand you can reach, and that the numbers work at the capacity your site will allow.',
    tasks: [
      'Map every daycare within a 15-minute drive: prices, opening hours, group sizes and whether they have a waiting list.',
      'Find where dog-owning commuters live and work, and which routes they drive or walk in the morning.',
      'Build a three-year cash-flow forecast at low, expected and full occupancy, including the licence staff ratio.',
      'Decide what you sell besides day care (half days, puppy sessions, grooming, training) and price each one.',
    ],
  },
  {
    title: 'Arrange your finance',
    timeframe: '4-8 weeks',
    summary:
      'Lenders look for a realistic plan, your own stake in it, and a contingency that shows you have thought about what could go wrong.',
    tasks: [
      'Work out how much you can put in yourself; most lenders expect the owner to fund part of the start-up.',
      'Compare a bank loan, a government-backed Start Up Loan (up to £25,000 per founder) and asset finance for equipment.',
      'Add a 20-30% contingency to the budget and keep the working capital separate from the fit-out money.',
    ],
  },
  {
    title: 'Secure premises and planning permission',
    timeframe: '8-12 weeks',
    summary: 'The building decides your capacity, your licence conditions and your relationship with the neighbours.',
    tasks: [
      'Look for at least 2,000 sq ft indoors with a secure outdoor area, parking or a safe drop-off point, and no homes next door.',
      "Ask the council's planning team whether the change of use needs permission before you sign anything.",
      'Make the lease conditional on planning and licensing, or negotiate a break clause and a rent-free period for the fit-out.',
    ],
  },
  {
    title: 'Apply for your licence',
    timeframe: '6-12 weeks',
    summary:
      'The licence can take up to three months, so start it as soon as the premises are agreed and run it alongside the fit-out.',
    tasks: [
      'Write the policies the conditions call for: admission screening, cleaning, isolation, staff training, feeding and a written emergency plan.',
      "Send the application and fee to your council's licensing team with the floor plan and your maximum number of dogs.",
      'Prepare for the inspection, which looks at the finished premises, your records and how staff handle the dogs.',
    ],
  },
  {
    title: 'Fit out the building and recruit your team',
    timeframe: '6-10 weeks',
    summary:
      'Build for cleaning, noise and separation first; the look comes second. Recruit while the builders are in.',
    tasks: [
      'Lay sealed, non-slip flooring with drainage, fit double doors at every exit and create a quiet area away from the play groups.',
      'Hire enough staff for one to every 10 dogs on the floor, plus cover for breaks, reception and cleaning.',
      'Train everyone in dog body language, canine first aid and your procedures before the first dog arrives.',
    ],
  },
  {
    title: 'Market your launch',
    timeframe: '4-8 weeks before opening',
    summary: 'Open with a list of assessed dogs booked in, not an empty room.',
    tasks: [
      'Set up your Google Business Profile and website with online booking, and put signage up while you fit out.',
      'Hold open days and book assessment sessions: every dog must be screened before it joins a group.',
      'Introduce yourself to local vets, groomers and trainers, and offer founding-member packages to your first clients.',
    ],
  },
];

export const licensingItems: LicensingItem[] = [
  {
    id: 'boarding-licence',
    title: 'Boarding licence',
    timeframe: '6-12 weeks',
    detail:
      'An animal activity licence from your local council. In England dog day care is licensed as a form of dog boarding, and an inspector visits before the licence is granted. The star rating you are given (one to five) decides whether the licence runs for one, two or three years. Trading without it is a criminal offence.',
  },
  {
    id: 'business-registration',
    title: 'Business registration',
    timeframe: '1-2 weeks',
    detail:
      'Register a limited company with Companies House or a sole trader with HMRC, open a business bank account, register as an employer for PAYE before your first payday, and register for VAT once your taxable turnover passes the threshold.',
  },
  {
    id: 'public-liability',
    title: 'Public liability insurance',
    timeframe: '1-3 days',
    detail:
      "Minimum £2 million cover; many councils ask to see the certificate with your application. Standard public liability often excludes animals in your care, so add care, custody and control cover. Once you employ anyone, employers' liability insurance of at least £5 million is a legal requirement.",
  },
  {
    id: 'health-and-safety',
    title: 'Health and safety',
    timeframe: 'Ongoing',
    detail:
      'Risk assessments (written down once you employ five or more people), a fire risk assessment, COSHH assessments for disinfectants, first-aid cover, reporting serious injuries under RIDDOR, and the written emergency plan the licence requires. Review them whenever you change the building, the numbers or the team.',
  },
];
