import type { Ref } from 'react';
import type { ContactPoints } from '../../content/business-details';
import type { FieldMessages } from '../../lib/form-state';
import { formatPounds } from '../../lib/pounds';
import { FieldError } from '../../ui/form-fields';
import { ESTIMATE_LABEL, ESTIMATE_NOTE, estimateCost } from '../../submissions/consultation-booking/estimate';

/** A package as the wizard shows it, from the published rows (the island's props). */
export type WizardPackage = { id: string; name: string; description: string; price: number; pricedFrom: boolean };

/** For each package id, the service cards (full programmes) offering it as their smaller way in. */
export type PackageProgrammes = { [packageId: string]: { id: string; title: string; startingFrom: number }[] };

interface ServicesStepProps {
  chosen: readonly string[];
  /** The packages on offer, in the owner's order. */
  packages: readonly WizardPackage[];
  programmes: PackageProgrammes;
  contact: ContactPoints;
  errors: FieldMessages;
  /** True once the island runs: only then does Continue wait for a choice (without scripts the server answers instead). */
  enhanced: boolean;
  /** A box was ticked or unticked: the island reads the form again. */
  onChange?: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

const SERVICES_ERROR_ID = 'booking-services-error';

/**
 * Step 1: choose one or more services and see the running estimate. The
 * boxes are uncontrolled (what the visitor ticks before the scripts arrive
 * stays ticked and is read back on hydration); the card outline follows the
 * box with CSS alone.
 */
export function ServicesStep({
  chosen,
  packages,
  programmes,
  contact,
  errors,
  enhanced,
  onChange,
  headingRef,
}: ServicesStepProps) {
  const estimate = estimateCost(chosen, packages);
  const hasChoice = chosen.length > 0;
  return (
    <div>
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold text-ink outline-none">
        Choose Your Services
      </h4>
      <p className="mt-1 text-muted">
        Tick everything you would like help with. These are fixed-scope packages with a guide price each; a full
        programme under{' '}
        <a href="#services" className="font-semibold text-brand-800 underline">
          Our Services
        </a>{' '}
        covers more and is quoted after the consultation. You can change your mind during the consultation.
      </p>
      <fieldset className="mt-5" aria-describedby={errors.services ? SERVICES_ERROR_ID : undefined}>
        <legend className="sr-only">Services to discuss</legend>
        <FieldError id={SERVICES_ERROR_ID} message={errors.services} />
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {packages.map((service) => {
            const inputId = `booking-service-${service.id}`;
            return (
              <li
                key={service.id}
                className="flex flex-col gap-2 rounded-xl border-2 border-stone-200 bg-white p-4 transition-colors hover:border-brand-200 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <label htmlFor={inputId} className="flex flex-1 cursor-pointer gap-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    name="services"
                    value={service.id}
                    defaultChecked={chosen.includes(service.id)}
                    aria-describedby={`${inputId}-description`}
                    onChange={onChange}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  {/* The spaces between the parts keep the box's name readable: "Business Plan £1,995 The written …". */}
                  <span className="grid flex-1 gap-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-ink">{service.name}</span>{' '}
                      <span className="font-semibold text-brand-800">{formatPounds(service.price)}</span>
                    </span>{' '}
                    <span id={`${inputId}-description`} className="text-sm text-muted">
                      {service.description}
                    </span>
                  </span>
                </label>
                <ProgrammeLinks programmes={programmes[service.id] ?? []} />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite" className="mt-6 rounded-xl bg-stone-100 p-4">
        {hasChoice ? (
          <EstimateSummary label={estimate.label} />
        ) : (
          <p className="text-sm text-muted">Choose at least one service to see your estimate and continue.</p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted">
          Prefer to talk first? Call{' '}
          <a className="font-semibold text-brand-800 underline" href={contact.phoneHref}>
            {contact.phoneDisplay}
          </a>{' '}
          or email{' '}
          <a className="font-semibold text-brand-800 underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          .
        </p>
        <button type="submit" className="btn-primary" disabled={enhanced && !hasChoice}>
          Continue
        </button>
      </div>
    </div>
  );
}

/** Under a package: the full programme(s) it is part of, each a link to its card in Our Services. */
function ProgrammeLinks({ programmes }: { programmes: PackageProgrammes[string] }) {
  if (programmes.length === 0) return null;
  return (
    // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
    <p className="pl-8 text-sm text-muted">
      Part of{' '}
      {programmes.map((programme, index) => (
        <span key={programme.id}>
          {index > 0 ? ' and ' : null}
          <a href={`#service-${programme.id}`} className="inline-block py-0.5 font-semibold text-brand-800 underline">
            {programme.title}
          </a>
        </span>
      ))}{' '}
      ({programmes.length > 1 ? 'full programmes' : 'full programme'} from {formatPounds(Math.min(...programmes.map((programme) => programme.startingFrom)))})
    </p>
  );
}

/**
 * The running estimate: what the chosen packages add up to, that the consultation itself is free, and that final
 * pricing is set during it (spec 01 §9).
 */
function EstimateSummary({ label }: { label: string }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{ESTIMATE_LABEL}</span>
        <span data-estimate className="font-display text-2xl font-bold text-brand-800">
          {label}
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">{ESTIMATE_NOTE}</p>
    </>
  );
}

/** On steps 2 and 3: what the consultation covers and the estimate, as the server and the island both render it. */
export function ChosenServicesSummary({
  chosen,
  packages,
}: {
  chosen: readonly string[];
  packages: readonly WizardPackage[];
}) {
  const names = packages.filter((service) => chosen.includes(service.id)).map((service) => service.name);
  return (
    <div className="mt-6 rounded-xl bg-stone-100 p-4 text-sm">
      <p className="font-semibold text-ink">Your consultation covers</p>
      <p className="mt-1 text-muted">{names.join(', ')}</p>
      <p className="mt-2 text-ink">
        {`${ESTIMATE_LABEL}: `}
        <strong data-estimate>{estimateCost(chosen, packages).label}</strong>
      </p>
      <p className="mt-1 text-muted">{ESTIMATE_NOTE}</p>
    </div>
  );
}
