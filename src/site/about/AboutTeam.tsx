import { Picture } from '../../content/media/picture';
import type { TeamMember } from './people-content';

/** The portrait's width at each screen: the card's column of a 1, 2 or 3 column grid in a 7xl page. */
const PORTRAIT_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** The team in the About section, as the owner publishes it; nothing at all until the first member is published. */
export function AboutTeam({ team }: { team: readonly TeamMember[] }) {
  if (team.length === 0) return null;
  return (
    <div className="lg:col-span-2" data-about="team">
      <h3 className="font-display text-2xl font-bold text-ink">Meet the team</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li key={`${member.name}-${member.role}`} className="card flex flex-col">
            {member.photo ? (
              <Picture
                image={member.photo}
                sizes={PORTRAIT_SIZES}
                maxWidth={960}
                className="aspect-square h-auto w-full rounded-2xl object-cover"
              />
            ) : null}
            <h4 className="mt-4 font-display text-xl font-semibold text-ink">{member.name}</h4>
            <p className="font-semibold text-brand-800">{member.role}</p>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-muted">{member.bio}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
