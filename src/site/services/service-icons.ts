/** One line icon per service (24×24 stroke paths), drawn for this site. */
export const serviceIconPaths: Record<string, string> = {
  'business-consultancy': 'M4 8h16v11H4z M9 8V5h6v3 M4 13h16',
  'facility-design-planning': 'M4 4h16v16H4z M4 11h8 M12 4v16 M16 14h4',
  'staff-training-development': 'M2 9l10-5 10 5-10 5z M6 11v5c2 2 10 2 12 0v-5',
  'compliance-licensing': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  'operations-management': 'M8 4h8v3H8z M7 5.5H5V21h14V5.5h-2 M8 12h8 M8 16h5',
  'financial-planning-analysis': 'M4 20h16 M7 16v-4 M12 16V8 M17 16V6',
  'performance-optimisation': 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  'policy-development': 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  'customer-experience-design': 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  'website-design': 'M3 5h18v11H3z M8 20h8 M12 16v4',
};
