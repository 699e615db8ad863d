import type { Testimonial } from './people-content';

/**
 * Clients' words in the About section, each published by the owner with the client's recorded permission; nothing
 * at all until the first is published.
 */
export function AboutTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <div className="lg:col-span-2" data-about="testimonials">
      <h3 className="font-display text-2xl font-bold text-ink">What our clients say</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.name}-${testimonial.business}`} className="card bg-cream">
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-lg leading-relaxed text-ink">
                <p className="whitespace-pre-line">&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-4 text-muted">
                <span className="font-semibold text-ink">{testimonial.name}</span>, {testimonial.business}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
