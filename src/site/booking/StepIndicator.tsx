import { wizardSteps, type WizardStep } from '../../submissions/consultation-booking/wizard-state';

/** Services → Details → Schedule, with the current step marked for assistive technology. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <ol aria-label="Booking steps" className="mb-8 flex items-center gap-2 sm:gap-4">
      {wizardSteps.map((item, index) => {
        const done = step > item.step;
        const current = step === item.step;
        return (
          <li
            key={item.step}
            aria-current={current ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:flex-row sm:gap-3"
          >
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                done
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : current
                    ? 'border-brand-700 bg-white text-brand-800'
                    : 'border-stone-300 bg-white text-muted'
              }`}
            >
              {done ? '✓' : item.step}
            </span>
            {/* On a phone the label sits under its number, so three steps fit the card. */}
            <span className={`text-xs font-semibold sm:text-sm ${current || done ? 'text-ink' : 'text-muted'}`}>
              <span className="sr-only">{`Step ${item.step}: `}</span>
              {item.label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
            {index < wizardSteps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`hidden h-0.5 flex-1 sm:block ${done ? 'bg-brand-700' : 'bg-stone-300'}`}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
