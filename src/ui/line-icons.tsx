/**
 * The site's line icons: a 24-unit grid stroked in the text colour. Spread lineIcon where
 * its attributes stand in the svg, then the stroke width, so the markup keeps its order.
 */
export const lineIcon = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' } as const;

/** Rounded ends and corners, for the softer icons. */
export const roundStroke = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The rounded tick of the careers and getting-started check lists. */
export function RoundTick({ size, className }: { size: number; className: string }) {
  return (
    <svg aria-hidden="true" className={className} width={size} height={size} {...lineIcon} strokeWidth="2.5" {...roundStroke}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

/** The square-ended tick of the retreats' and the Training Academy's lists; focusable="false" keeps old browsers from tabbing to it. */
export function Tick({ size, className, unfocusable }: { size: number; className: string; unfocusable?: boolean }) {
  return (
    <svg aria-hidden="true" focusable={unfocusable ? 'false' : undefined} width={size} height={size} {...lineIcon} strokeWidth="2.5" className={className}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
