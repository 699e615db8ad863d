import { useId, type Dispatch, type Ref } from 'react';
import { siteConfig } from '../../content/site-config';
import { bookableServices } from './bookable-services';
import { formatPounds } from '../../lib/pounds';
import { estimateCost } from './estimate';
import type { WizardAction } from './wizard-state';

interface ServicesStepProps {
  chosen: readonly string[];
  dispatch: Dispatch<WizardAction>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1: choose one or more services and see the running estimate. */
export function ServicesStep({ chosen, dispatch, headingRef }: ServicesStepProps) {
  const baseId = useId();
  const estimate = estimateCost(chosen);
  const hasChoice = chosen.length > 0;
  return (
    <div>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Choose Your Services
      </h4>
      <p className="mt-1 text-muted">Tick everything you would like help with. You can change your mind during the consultation.</p>
      <fieldset className="mt-5">
        <legend className="sr-only">Services to discuss</legend>
        <ul className="grid gap-3 md:grid-cols-2">
          {bookableServices.map((service) => {
            const inputId = `${baseId}-${service.id}`;
            const checked = chosen.includes(service.id);
            return (
              <li key={service.id}>
                <label
                  htmlFor={inputId}
                  className={`flex h-full cursor-pointer gap-3 rounded-xl border-2 p-4 transition-colors ${
                    checked ? 'border-brand-700 bg-brand-50' : 'border-stone-200 bg-white hover:border-brand-200'
                  }`}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    name="services"
                    value={service.id}
                    checked={checked}
                    aria-describedby={`${inputId}-description`}
                    onChange={() => dispatch({ type: 'toggleService', serviceId: service.id })}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="grid flex-1 gap-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-ink">{service.name}</span>
                      <span className="font-semibold text-brand-800">{formatPounds(service.price)}</span>
                    </span>
                    <span id={`${inputId}-description`} className="text-sm text-muted">
                      {service.description}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite" className="mt-6 rounded-xl bg-stone-100 p-4">
        {hasChoice ? (
          <>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-ink">Estimated investment</span>
              <span data-estimate className="font-display text-2xl font-bold text-brand-800">
                {estimate.label}
              </span>
            </p>
            <p className="mt-1 text-sm text-muted">Final pricing is set during your consultation, once we understand your business and goals.</p>
          </>
        ) : (
          <p className="text-sm text-muted">Choose at least one service to see your estimate and continue.</p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted">
          Prefer to talk first? Call{' '}
          <a className="font-semibold text-brand-800 underline" href={siteConfig.phoneHref}>
            {siteConfig.phoneDisplay}
          </a>{' '}
          or email{' '}
          <a className="font-semibold text-brand-800 underline" href={`mailto:${siteConfig.email}`}>
            {siteConfig.email}
          </a>
          .
        </p>
        <button type="button" className="btn-primary" disabled={!hasChoice} onClick={() => dispatch({ type: 'continueToDetails' })}>
          Continue
        </button>
      </div>
    </div>
  );
}
