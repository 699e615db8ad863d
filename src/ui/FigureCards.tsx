/**
 * Headline figures as cards: the value large on top, its label and a note under it. The label
 * stays first in the markup (dt before dd) and the order classes lift the value above it.
 */
export function FigureCards({
  figures,
  className,
  cardClassName,
  valueSize,
}: {
  figures: readonly { value: string; label: string; note: string }[];
  className: string;
  cardClassName: string;
  valueSize: 'text-3xl' | 'text-4xl';
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={cardClassName}>
          <dt className="order-2 mt-1 font-semibold text-ink">{figure.label}</dt>
          <dd className={`order-1 font-display ${valueSize} font-bold text-brand-800`}>{figure.value}</dd>
          <dd className="order-3 mt-1 text-sm text-muted">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
