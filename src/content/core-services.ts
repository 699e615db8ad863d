/**
 * The five core services the About figures count and the footer lists (spec 01 §2): the areas the ten programmes
 * (content/services.ts) fall under; none is sold on its own.
 */
export const coreServices = [
  'Business Consultancy',
  'Facility Design',
  'Operations Training',
  'Compliance Support',
  'Growth Planning',
] as const;

/** "business consultancy, facility design, … and growth planning", for running text. */
export const coreServicesSentence = `${coreServices
  .slice(0, -1)
  .map((name) => name.toLowerCase())
  .join(', ')} and ${coreServices.at(-1)?.toLowerCase()}`;
