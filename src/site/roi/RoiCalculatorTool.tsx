import { Island } from '../../islands/Island';
import RoiCalculator from './RoiCalculator.island';
import { roiTextsFromQuery } from './roi-form';

/**
 * The ROI calculator as the page places it. Its GET form comes back here with
 * the six fields in the address: the island is rendered with them, so the
 * server's HTML already holds the result (scripts off, or a shared link) and
 * hydrating changes nothing.
 */
export function RoiCalculatorTool({ query }: { query: Record<string, string> }) {
  return (
    <Island
      name="roi-calculator"
      component={RoiCalculator}
      props={{ submitted: roiTextsFromQuery(query) }}
      hydrate="visible"
    />
  );
}
