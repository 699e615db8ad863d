/**
 * What the coming-soon shop will sell (spec 02 §2): two ranges chosen for
 * people who run daycares, boarding kennels and grooming businesses in the UK.
 */

/** The two ranges; /shop/products and /shop/digital put one of them first. */
export type ShopCategory = 'products' | 'digital';

export interface ShopRange {
  category: ShopCategory;
  title: string;
  path: string;
  summary: string;
  items: string[];
}

export const shopRanges: readonly ShopRange[] = [
  {
    category: 'products',
    title: 'Pet Products',
    path: '/shop/products',
    summary:
      'The kit a busy daycare or boarding kennel gets through every week, chosen for group settings and for what a licensing inspector looks at, in trade quantities.',
    items: [
      'Kennel disinfectant and cleaning supplies effective against parvovirus and kennel cough, with the data sheets your cleaning log needs',
      'Slip-resistant rubber matting and easy-clean flooring for play rooms and wet areas',
      'Colour-coded slip leads, collars and ID tags for handling dogs in groups',
      'Canine first aid kits sized for a daycare room or a dog-walking van',
      'Durable enrichment for group play: lick mats, puzzle feeders and chew-safe toys',
    ],
  },
  {
    category: 'digital',
    title: 'Digital Tools',
    path: '/shop/digital',
    summary:
      'Templates and short courses built from our consultancy work, so you can do the paperwork once and get back to the dogs.',
    items: [
      'Daycare business plan and three-year cash-flow templates laid out the way UK lenders ask for them',
      'Licence application pack: written procedures for emergencies, infection control, admissions and staff training records',
      'Staff handbook, induction checklist and rota planner for a team of 2 to 20',
      'Client forms: registration, vaccination record, temperament assessment and trial-day report',
      'Short e-learning courses from our Training Academy for new starters and supervisors',
    ],
  },
];

export const shopCategoryTitles: Record<ShopCategory, string> = { products: 'Pet Products', digital: 'Digital Tools' };

/**
 * Joining the waiting list is the form's only purpose, so this statement
 * beside the button is the consent (privacy policy: consent is the lawful
 * basis). These exact words are shown and stored with each sign-up.
 */
export const waitingListConsentWording =
  'By pressing Notify Me you agree that we email you once, when the shop opens, and keep your address until then. You can ask us to remove it at any time.';
