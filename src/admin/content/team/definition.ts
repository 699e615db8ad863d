import { TEAM_MEMBER_KIND, type TeamMemberDocument, teamMemberDocument } from '../../../content/kinds/team-member';
import type { KindDefinition } from '../kinds/definition';

/** The team, shown in the home page's About section once the first member is published. */
export const teamDefinition: KindDefinition<TeamMemberDocument> = {
  kind: TEAM_MEMBER_KIND,
  section: 'team',
  one: 'Team member',
  many: 'Team',
  intro:
    'The people in the About section of the home page, with their photo, role and a short biography. The section shows no team until the first member is published; visitors see them in the order here.',
  schema: teamMemberDocument,
  fields: [
    { name: 'name', label: 'Name', type: 'text', maxLength: 100, required: true },
    { name: 'role', label: 'Role', type: 'text', maxLength: 100, required: true, hint: 'For example, Founder.' },
    {
      name: 'photo',
      label: 'Photo',
      type: 'picture',
      required: true,
      hint: 'Upload it in the media library first. Its alt text is the name and role.',
    },
    { name: 'bio', label: 'Short biography', type: 'textarea', rows: 5, maxLength: 600, required: true },
  ],
  titleOf: (document) => document.name,
  ordered: true,
};
