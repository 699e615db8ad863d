/** The team and the clients' words as the owner publishes them, for the home page's About section. */
import { TEAM_MEMBER_KIND, teamMemberDocument, teamPhotoAlt } from '../../content/kinds/team-member';
import { TESTIMONIAL_KIND, testimonialDocument } from '../../content/kinds/testimonial';
import type { PictureSource } from '../../content/media/picture';
import { publishedOf, type SiteContent, uploadedPicture } from '../../content/site-content';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** The portrait, with the member's name and role as its alt text; absent if the picture left the library. */
  photo?: PictureSource;
}

export interface Testimonial {
  name: string;
  business: string;
  quote: string;
}

export function teamOf(content: SiteContent): TeamMember[] {
  return publishedOf(content, TEAM_MEMBER_KIND, teamMemberDocument).map((member) => {
    const picture = uploadedPicture(member.photo, content.pictures);
    return {
      name: member.name,
      role: member.role,
      bio: member.bio,
      photo: picture ? { ...picture, alt: teamPhotoAlt(member) } : undefined,
    };
  });
}

/** The permission date stays in the back office: visitors see who said it and what. */
export function testimonialsOf(content: SiteContent): Testimonial[] {
  return publishedOf(content, TESTIMONIAL_KIND, testimonialDocument).map(({ name, business, quote }) => ({
    name,
    business,
    quote,
  }));
}
