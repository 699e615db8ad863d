/**
 * The site's line icons: a 24-unit grid stroked in the text colour. Spread lineIcon where
 * its attributes stand in the svg, then the stroke width, so the markup keeps its order.
 */
export const lineIcon = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' } as const;

/** Rounded ends and corners, for the softer icons. */
export const roundStroke = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** An icon of one path in a 2-unit stroke, sized by its button: the header's menu and a dialog's close. */
export function PathIcon({ size, d }: { size: number; d: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} {...lineIcon} strokeWidth="2">
      <path d={d} />
    </svg>
  );
}

/** The rounded tick of the careers and getting-started check lists. */
export function RoundTick({ size, className }: { size: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      {...lineIcon}
      strokeWidth="2.5"
      {...roundStroke}
    >
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

/** The square-ended tick of the retreats' and the Training Academy's lists; focusable="false" keeps old browsers from tabbing to it. */
export function Tick({ size, className, unfocusable }: { size: number; className: string; unfocusable?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable={unfocusable ? 'false' : undefined}
      width={size}
      height={size}
      {...lineIcon}
      strokeWidth="2.5"
      className={className}
    >
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

/** The tick in a pale circle that opens a "done" message: larger on a page, smaller in a dialog. */
export function SuccessMark({ size }: { size: 'page' | 'dialog' }) {
  const page = size === 'page';
  return (
    <span
      aria-hidden="true"
      className={`mx-auto inline-flex ${page ? 'h-16 w-16' : 'h-14 w-14'} items-center justify-center rounded-full bg-brand-50 text-brand-700`}
    >
      <svg width={page ? 32 : 28} height={page ? 32 : 28} {...lineIcon} strokeWidth="2.5" {...roundStroke}>
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
