/**
 * The ROI calculator (spec 01 §2, §4, §9): six inputs, results only after
 * "Calculate ROI", with a chart of cumulative profit against the investment.
 * A GET form to /#roi-calculator: without JavaScript (or when a result link
 * is opened) the server renders the result from the address, with the same
 * props this island hydrates with. Once hydrated it calculates in place and
 * puts the figures in the address, so the result can still be shared. The
 * fields are uncontrolled: what was typed before hydration is what counts.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { JsonValue } from '../../lib/json';
import { RoiChart } from './RoiChart';
import { decodeRoiAnswer } from './roi-answer';

/** Where the calculator asks the Worker for its figures (roi-endpoint.ts). */
const ROI_ENDPOINT = '/api/tools/roi';
import { formatRoi, formatRoiPounds } from './roi';
import {
  calculateFromTexts,
  defaultRoiTexts,
  roiResultAddress,
  roiTextsFromForm,
  type RoiInputKey,
  type RoiTexts,
} from './roi-form';

interface RoiCalculatorProps {
  [key: string]: JsonValue;
  /** The fields of a submitted form (from the address), or null before Calculate ROI. */
  submitted: RoiTexts | null;
}

const fields: {
  key: RoiInputKey;
  label: string;
  unit: string;
  step: string;
  min?: string;
  max?: string;
  hint: string;
}[] = [
  {
    key: 'initialInvestment',
    label: 'Initial Investment',
    unit: '£',
    step: '1000',
    min: '0',
    hint: 'Fit-out, equipment, deposits and launch costs',
  },
  {
    key: 'monthlyOperatingCosts',
    label: 'Monthly Operating Costs',
    unit: '£',
    step: '100',
    min: '0',
    hint: 'Rent, wages, insurance, utilities and supplies',
  },
  {
    key: 'averageDailyRate',
    label: 'Average Daily Rate',
    unit: '£',
    step: '1',
    min: '0',
    hint: 'What you charge per dog per day',
  },
  { key: 'capacity', label: 'Capacity', unit: 'dogs', step: '1', min: '0', hint: 'Dogs per day your licence allows' },
  {
    key: 'expectedOccupancyRate',
    label: 'Expected Occupancy',
    unit: '%',
    step: '1',
    min: '0',
    max: '100',
    hint: 'Share of places filled in month 1',
  },
  {
    key: 'monthlyGrowthRate',
    label: 'Monthly Growth Rate',
    unit: '%',
    step: '0.1',
    min: '0',
    hint: 'Monthly rise in occupancy',
  },
];

export default function RoiCalculator({ submitted }: RoiCalculatorProps) {
  const id = useId();
  // The server rendered the result of a submitted address; the first client render must show the same.
  const [calculated, setCalculated] = useState(() => (submitted ? calculateFromTexts(submitted) : null));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [calculations, setCalculations] = useState(0);
  const startingText = submitted ?? defaultRoiTexts;
  /** Counts calculations asked for: only the latest one's answer from the Worker is shown. */
  const asked = useRef(0);

  useEffect(() => {
    if (calculations > 0) resultsHeading.current?.focus();
  }, [calculations]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const texts = roiTextsFromForm(new FormData(event.currentTarget));
    // Shown at once from the same model; the Worker's figures (the calculation it counts) replace them when they come.
    setCalculated(calculateFromTexts(texts));
    setCalculations((count) => count + 1);
    history.replaceState(history.state, '', roiResultAddress(window.location, texts));
    const run = ++asked.current;
    fetch(`${ROI_ENDPOINT}?${new URLSearchParams(texts)}`, { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then(
        (text) => run === asked.current && setCalculated(decodeRoiAnswer(text)),
        () => undefined,
      );
  };

  const result = calculated?.result;
  const figures = result
    ? [
        { label: 'Monthly Revenue', value: formatRoiPounds(result.monthlyRevenue), note: 'Month 1' },
        { label: 'Monthly Profit', value: formatRoiPounds(result.monthlyProfit), note: 'Month 1' },
        { label: 'Annual Revenue', value: formatRoiPounds(result.annualRevenue), note: 'Months 1-12' },
        { label: 'Annual Profit', value: formatRoiPounds(result.annualProfit), note: 'Months 1-12' },
        {
          label: 'Break-even',
          value: `${result.breakEvenMonths} months`,
          note: result.breakEvenReached
            ? 'Cumulative profit passes the investment'
            : 'Not reached within the 24-month projection',
        },
        {
          label: 'ROI at 12 Months',
          value: formatRoi(result.roi12Months),
          note: 'Profit less investment, ÷ investment',
        },
        {
          label: 'ROI at 24 Months',
          value: formatRoi(result.roi24Months),
          note: 'Profit less investment, ÷ investment',
        },
      ]
    : [];

  return (
    <div>
      {/* noValidate: a non-numeric entry must count as 0, not block the calculation. */}
      <form method="get" action="/#roi-calculator" noValidate onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map((field) => (
            <div key={field.key}>
              <label htmlFor={`${id}-${field.key}`} className="field-label">
                {field.label} ({field.unit})
              </label>
              <input
                id={`${id}-${field.key}`}
                name={field.key}
                type="number"
                inputMode="decimal"
                step={field.step}
                min={field.min}
                max={field.max}
                aria-describedby={`${id}-${field.key}-hint`}
                className="field-input"
                defaultValue={startingText[field.key]}
              />
              <p id={`${id}-${field.key}-hint`} className="mt-1 text-xs text-muted">
                {field.hint}
              </p>
            </div>
          ))}
        </div>
        <button type="submit" className="btn-primary mt-6">
          Calculate ROI
        </button>
      </form>
      {result && calculated ? (
        <section aria-labelledby={`${id}-results`} className="mt-8 border-t border-stone-200 pt-6">
          <h4
            id={`${id}-results`}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display text-xl font-bold text-ink outline-none"
          >
            Your Projected Returns
          </h4>
          <div className="mt-4 grid gap-8 lg:grid-cols-2">
            <dl className="grid grid-cols-2 gap-3">
              {figures.map((figure) => (
                <div key={figure.label} className="rounded-xl bg-stone-100 p-3" data-figure={figure.label}>
                  <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
                  <dd className="font-display text-xl font-bold text-brand-800">{figure.value}</dd>
                  <dd className="text-xs text-muted">{figure.note}</dd>
                </div>
              ))}
            </dl>
            <RoiChart result={result} investment={calculated.inputs.initialInvestment} />
          </div>
          <p className="mt-4 text-xs text-muted">
            A simple projection: 22 working days a month, occupancy growing each month up to 100%, costs held constant.
            It leaves out tax, VAT, loan repayments and seasonal dips, so treat it as a starting point for a proper
            forecast.
          </p>
        </section>
      ) : null}
    </div>
  );
}
