/**
 * A member of the team as the owner edits it: shown in the home page's About section, in the owner's order, once
 * the first is published. The seed loads none: people are never invented.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { libraryPicture } from './library-picture';

export const TEAM_MEMBER_KIND = 'team-member';

export const teamMemberDocument = z.object({
  name: requiredLine('Name', 100),
  role: requiredLine('Role', 100),
  photo: libraryPicture('a photo'),
  bio: requiredText('Biography', 600),
});

export type TeamMemberDocument = z.infer<typeof teamMemberDocument>;

/** A portrait's alt text: who it shows, as the card names them. */
export function teamPhotoAlt(member: Pick<TeamMemberDocument, 'name' | 'role'>): string {
  return `${member.name}, ${member.role}`;
}
