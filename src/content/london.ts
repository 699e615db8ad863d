/**
 * The London landing page (spec 02 §2, §9): four challenge cards, the 20
 * boroughs we serve, the market figures and the Central and East London
 * blurbs.
 */

interface LondonChallenge {
  id: string;
  title: string;
  problem: string;
  advice: string[];
}

interface LondonArea {
  id: string;
  name: string;
  boroughs: string[];
  text: string;
}

/** Rounded planning figures we use for Greater London; marketing figures, not official statistics. */
export const londonMarketFigures = [
  { value: '9M+', label: 'Population', note: 'People living across Greater London' },
  { value: '£45k+', label: 'Average income', note: 'Higher spending power than most UK regions' },
  { value: '65%', label: 'Working professionals', note: 'Long working days and commutes mean dogs need day care' },
];

export const londonChallenges: LondonChallenge[] = [
  {
    id: 'rents',
    title: 'High commercial rents',
    problem:
      'A 2,000 sq ft unit costs far more in London than in most of the UK, and the rent is due whether you have five dogs booked or fifty.',
    advice: [
      'Look beyond the high street: light-industrial estates and railway arches in outer and east London suit a daycare and cost less.',
      'Negotiate a rent-free period that covers the fit-out and licensing, and a break clause if planning or the licence is refused.',
      'Check whether the unit qualifies for small business rate relief before you agree the rent.',
      'Test the rent against your forecast at a third, half and full occupancy before you sign.',
    ],
  },
  {
    id: 'planning',
    title: 'Planning & change of use',
    problem:
      'Boroughs guard their industrial land and employment space closely, and a daycare near flats draws noise objections. Change of use is rarely a formality.',
    advice: [
      "Ask the borough's planning team for pre-application advice before you commit to a unit.",
      'Send a noise management plan with the application: staggered drop-offs, group sizes and indoor play at busy times.',
      'Prefer units with a buffer from homes; premises with flats directly above are the hardest to get approved.',
      'Make the lease conditional on planning permission so a refusal does not leave you paying rent.',
    ],
  },
  {
    id: 'space',
    title: 'Space & outdoor area',
    problem:
      'Outdoor space is scarce and expensive, yet the licence requires areas where dogs can play, toilet and get away from other dogs and people.',
    advice: [
      'Design indoor toileting areas with drainage, washable surfaces and a cleaning routine the inspector can follow.',
      'Split the floor into smaller play groups by size and temperament, with a quiet room away from the noise.',
      'Use a yard or enclosed outdoor space only where fencing and surfaces are secure and easy to disinfect.',
      'Set your licensed number of dogs from the space you have, not from the demand you hope for.',
    ],
  },
  {
    id: 'competition-and-staffing',
    title: 'Competition & staffing costs',
    problem:
      'Many neighbourhoods already have an established daycare, and London wages and travel costs make every member of staff more expensive.',
    advice: [
      'Stand out with something specific: small groups, a puppy programme, daily photo updates or pick-up and drop-off.',
      'Budget for at least the London Living Wage, the voluntary rate many London employers pay and candidates expect.',
      'Recruit people who live near the site, and keep them with training, a clear route to senior roles and fair rotas.',
      'Sell weekly packages rather than single days so occupancy, and your staffing, stay steady through the week.',
    ],
  },
];

/** The 20 London boroughs we serve, in alphabetical order. */
export const londonBoroughs: string[] = [
  'Barnet',
  'Bromley',
  'Camden',
  'Croydon',
  'Ealing',
  'Greenwich',
  'Hackney',
  'Hammersmith and Fulham',
  'Haringey',
  'Islington',
  'Kensington and Chelsea',
  'Lambeth',
  'Lewisham',
  'Newham',
  'Richmond upon Thames',
  'Southwark',
  'Tower Hamlets',
  'Waltham Forest',
  'Wandsworth',
  'Westminster',
];

export const londonAreas: LondonArea[] = [
  {
    id: 'central-london',
    name: 'Central London',
    boroughs: ['Westminster', 'Camden', 'Islington', 'Kensington and Chelsea'],
    text: 'Dog owners in central London often live in flats without gardens and work long office days, so reliable day care is a necessity rather than a treat. Sites are small and expensive, so we help you plan a compact, premium service: small groups, pick-up and drop-off within a tight radius, and a transport plan that allows for the Congestion Charge and the Ultra Low Emission Zone.',
  },
  {
    id: 'east-london',
    name: 'East London',
    boroughs: ['Hackney', 'Tower Hamlets', 'Newham', 'Waltham Forest'],
    text: 'East London combines fast-growing residential neighbourhoods with railway arches and industrial estates big enough for a daycare with outdoor space. We help you find units where planning permission is realistic, time drop-offs around commutes into the City and Canary Wharf, and price for a mix of young professionals and families.',
  },
];
