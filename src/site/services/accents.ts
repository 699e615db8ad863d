import type { AccentColour } from '../../content/types';

/**
 * The classes for each card accent, written out in full so UnoCSS finds them
 * in the source (class names are never built from strings).
 */
interface AccentClasses {
  /** The coloured strip along the top of the card. */
  stripe: string;
  /** The round icon badge. */
  icon: string;
  /** Bullet markers in the dialog's lists. */
  marker: string;
}

export const accentClasses: Record<AccentColour, AccentClasses> = {
  teal: { stripe: 'bg-teal-600', icon: 'bg-teal-50 text-teal-800', marker: 'text-teal-700' },
  amber: { stripe: 'bg-amber-500', icon: 'bg-amber-50 text-amber-800', marker: 'text-amber-700' },
  rose: { stripe: 'bg-rose-500', icon: 'bg-rose-50 text-rose-800', marker: 'text-rose-700' },
  indigo: { stripe: 'bg-indigo-500', icon: 'bg-indigo-50 text-indigo-800', marker: 'text-indigo-700' },
  emerald: { stripe: 'bg-emerald-600', icon: 'bg-emerald-50 text-emerald-800', marker: 'text-emerald-700' },
  sky: { stripe: 'bg-sky-500', icon: 'bg-sky-50 text-sky-800', marker: 'text-sky-700' },
  orange: { stripe: 'bg-orange-500', icon: 'bg-orange-50 text-orange-800', marker: 'text-orange-700' },
  violet: { stripe: 'bg-violet-500', icon: 'bg-violet-50 text-violet-800', marker: 'text-violet-700' },
  lime: { stripe: 'bg-lime-500', icon: 'bg-lime-50 text-lime-800', marker: 'text-lime-700' },
  slate: { stripe: 'bg-slate-500', icon: 'bg-slate-100 text-slate-800', marker: 'text-slate-700' },
};
