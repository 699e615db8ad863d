import { RoundTick } from './line-icons';

/**
 * A check list: each short text after a rounded tick (the careers page's kinds of work, the
 * getting-started page's things to prepare). Small sets it in small print with a smaller tick.
 */
export function TickList({
  items,
  className,
  small = false,
}: {
  items: readonly string[];
  className: string;
  small?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3${small ? ' text-sm' : ''} text-ink`}>
          <RoundTick size={small ? 16 : 18} className={`${small ? 'mt-0.5' : 'mt-1'} shrink-0 text-brand-700`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
