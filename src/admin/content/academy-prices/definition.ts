import { ACADEMY_PRICES_KIND, type AcademyPrices, academyPricesDocument } from '../../../content/kinds/academy-prices';
import type { KindDefinition } from '../kinds/definition';

const newSubscriptionsOnly =
  'A change applies to new subscriptions only: a subscriber keeps the price they signed up at until they change plan.';

/** The Training Academy's subscription prices: one item, shown on /training and charged to new subscribers. */
export const academyPricesDefinition: KindDefinition<AcademyPrices> = {
  kind: ACADEMY_PRICES_KIND,
  section: 'academy-prices',
  one: 'Academy prices',
  many: 'Academy prices',
  intro: `What the Training Academy's Employee and Employer subscriptions cost, monthly and annually, and what each includes: shown on /training and charged when someone subscribes. ${newSubscriptionsOnly}`,
  schema: academyPricesDocument,
  fields: [
    {
      name: 'employeeMonthly',
      label: 'Employee, monthly (£)',
      type: 'number',
      required: true,
      hint: `For one learner, in whole pounds including VAT. ${newSubscriptionsOnly}`,
    },
    {
      name: 'employeeAnnual',
      label: 'Employee, annual (£)',
      type: 'number',
      required: true,
      hint: 'For one learner for a year, in whole pounds including VAT. Below twelve times the monthly price, /training shows the saving worked out from the two figures.',
    },
    {
      name: 'employeeIncludes',
      label: 'What Employee includes',
      type: 'lines',
      rows: 5,
      required: true,
      hint: 'A short line each, listed under the Employee prices on /training.',
    },
    {
      name: 'employerMonthly',
      label: 'Employer, monthly per seat (£)',
      type: 'number',
      required: true,
      hint: `Per seat, in whole pounds including VAT: one seat for each team member or pending invitation. ${newSubscriptionsOnly}`,
    },
    {
      name: 'employerAnnual',
      label: 'Employer, annual per seat (£)',
      type: 'number',
      required: true,
      hint: 'Per seat for a year, in whole pounds including VAT. Below twelve times the monthly price, /training shows the saving worked out from the two figures.',
    },
    {
      name: 'employerIncludes',
      label: 'What Employer includes',
      type: 'lines',
      rows: 5,
      required: true,
      hint: 'A short line each, listed under the Employer prices on /training.',
    },
  ],
  titleOf: () => 'Academy prices',
  ordered: false,
  single: true,
};
