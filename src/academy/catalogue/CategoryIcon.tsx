/**
 * The icon of a training category (spec 02 §3): one line drawing per known
 * name, and a book for any other value. Decorative: the category name is
 * always shown beside it.
 */
const iconPaths = {
  shield: ['M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z', 'M9 12l2 2 4-4'],
  brain: [
    'M10 4.5A2.5 2.5 0 0 0 5.5 6 3 3 0 0 0 4 11a3 3 0 0 0 1.5 5A2.5 2.5 0 0 0 10 18.5z',
    'M14 4.5A2.5 2.5 0 0 1 18.5 6 3 3 0 0 1 20 11a3 3 0 0 1-1.5 5 2.5 2.5 0 0 1-4.5 2.5z',
    'M10 4.5V19.5M14 4.5V19.5',
  ],
  heart: ['M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z'],
  handshake: [
    'M2 10l4-4 4 2',
    'M22 10l-4-4-5 2-3 3a1.4 1.4 0 0 0 2 2l2.5-2 4.5 4',
    'M6 14l4 4a1.4 1.4 0 0 0 2-2M9 15.5l2.5 2.5a1.4 1.4 0 0 0 2-2l-1-1',
    'M6 6v8',
  ],
  briefcase: [
    'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
    'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2',
    'M3 13h18',
  ],
  users: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20a6.5 6.5 0 0 1 13 0',
    'M16 4.2a3.5 3.5 0 0 1 0 6.6',
    'M18 14.3A6.5 6.5 0 0 1 21.5 20',
  ],
  scales: ['M12 3v18M8 21h8M5 7h14', 'M5 7l-3 7a3 3 0 0 0 6 0z', 'M19 7l-3 7a3 3 0 0 0 6 0z'],
  building: [
    'M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17',
    'M3 21h18',
    'M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1',
    'M11 21v-3h2v3',
  ],
  book: ['M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4', 'M8 7h8M8 11h5'],
} as const;

type CategoryIconName = keyof typeof iconPaths;

/** The drawing used for a stored icon value: the named one, else the book. */
export function categoryIconName(icon: string | null | undefined): CategoryIconName {
  return icon && Object.hasOwn(iconPaths, icon) ? (icon as CategoryIconName) : 'book';
}

export function CategoryIcon({ icon, className = 'h-6 w-6' }: { icon: string | null | undefined; className?: string }) {
  const name = categoryIconName(icon);
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={className}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
