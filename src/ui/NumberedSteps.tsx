/** A process shown as numbered cards, in order; the number is repeated for screen readers as "Step n:". */
export function NumberedSteps({
  steps,
  cardClassName = 'card',
}: {
  steps: readonly { title: string; text: string }[];
  cardClassName?: string;
}) {
  return (
    <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className={cardClassName}>
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
