/** Business types of spec 01 §9 (value: label), used by the contact form and the booking wizard. */
export const businessTypes = [
  { value: 'daycare', label: 'Dog Daycare' },
  { value: 'boarding', label: 'Pet Boarding' },
  { value: 'multi-service', label: 'Multi-Service Facility' },
  { value: 'startup', label: 'New Business Startup' },
  { value: 'other', label: 'Other' },
] as const;

type BusinessTypeValue = (typeof businessTypes)[number]['value'];
export const businessTypeValues = businessTypes.map((type) => type.value) as [
  BusinessTypeValue,
  ...BusinessTypeValue[],
];
