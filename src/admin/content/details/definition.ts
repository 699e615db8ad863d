import { type BusinessDetails, DETAILS_KIND, detailsDocument, socialNetworks } from '../../../content/kinds/details';
import type { FieldSpec, KindDefinition } from '../kinds/definition';

/** One field per network the footer has an icon for. */
const socialFields: FieldSpec[] = socialNetworks.map((network) => ({
  name: `social.${network.key}`,
  label: `${network.name} profile`,
  type: 'url',
  maxLength: 300,
  hint: `Its https address on ${network.hosts.join(' or ')}. Empty: no ${network.name} icon in the footer.`,
}));

/** The business details: one item, shown in the footer and the contact section, quoted by the legal pages and emails. */
export const detailsDefinition: KindDefinition<BusinessDetails> = {
  kind: DETAILS_KIND,
  section: 'details',
  one: 'Business details',
  many: 'Business details',
  intro:
    'The phone number, email address, company registration and social profiles: in the footer of every page, the contact section, the legal pages and their downloads, the FAQ answers that quote them and the booking emails.',
  schema: detailsDocument,
  fields: [
    {
      name: 'phoneDisplay',
      label: 'Phone number',
      type: 'text',
      maxLength: 30,
      required: true,
      hint: 'As visitors read it, e.g. 0330 123 4567.',
    },
    {
      name: 'phoneDial',
      label: 'Number the call link dials',
      type: 'text',
      maxLength: 20,
      required: true,
      hint: 'The same number in international form: +44, then the number without its first 0 (0330 123 4567 is +443301234567).',
    },
    { name: 'email', label: 'Email address', type: 'text', maxLength: 254, required: true },
    {
      name: 'companyNumber',
      label: 'Company number',
      type: 'text',
      maxLength: 8,
      hint: 'From Companies House, e.g. SC and six digits. Empty until you have it: the legal pages and the footer leave it out.',
    },
    {
      name: 'icoRegistrationNumber',
      label: 'ICO registration number',
      type: 'text',
      maxLength: 8,
      hint: "From the Information Commissioner's Office, e.g. ZA and six digits. Empty until you have it: the privacy policy leaves it out.",
    },
    {
      name: 'registeredOffice',
      label: 'Registered office',
      type: 'lines',
      rows: 4,
      hint: 'As Companies House lists it, with the postcode. Empty until you have it.',
    },
    ...socialFields,
  ],
  titleOf: () => 'Business details',
  ordered: false,
  single: true,
};
