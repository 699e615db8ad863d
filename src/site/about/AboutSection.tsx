import { coreServicesSentence } from '../../content/core-services';
import type { SiteContent } from '../../content/site-content';
import { siteConfig } from '../../content/site-config';
import { upperFirst } from '../../lib/text';
import AboutFigures, { type AboutFigure } from './AboutFigures.island';
import { Island } from '../../islands/Island';
import { SectionHeading } from '../../ui/SectionHeading';
import { LazyImage } from '../../ui/LazyImage';
import { AboutTeam } from './AboutTeam';
import { AboutTestimonials } from './AboutTestimonials';
import { teamOf, testimonialsOf } from './people-content';

/** The four figures of spec 01 §2, final values as the server shows them; `programmes`: how many are published. */
function figuresWith(programmes: number): AboutFigure[] {
  return [
    {
      value: 6,
      suffix: '',
      label: 'Pet business areas',
      caption: 'Daycare, kennel and home boarding, grooming, training and multi-service sites',
    },
    { value: 4, suffix: '', label: 'UK regions', caption: 'England, Scotland, Wales and Northern Ireland' },
    {
      value: 5,
      suffix: '',
      label: 'Core services',
      caption: `${upperFirst(coreServicesSentence)}${programmes ? `, offered as ${programmes} ${programmes === 1 ? 'programme' : 'programmes'}` : ''}`,
    },
    {
      value: 20,
      suffix: '+',
      label: 'Free consultation hours',
      caption: `Given in free ${siteConfig.freeConsultationMinutes}-minute first consultations`,
    },
  ];
}

const images = [
  {
    src: '/images/about/consultation-call.svg',
    alt: 'A consultant and a daycare owner planning together at a table while a dog rests beside them',
  },
  {
    src: '/images/about/daycare-play-room.svg',
    alt: 'Two dogs playing with a ball in a bright, calm daycare play room with a rest bed',
  },
  {
    src: '/images/about/floor-plan-review.svg',
    alt: 'A daycare floor plan and a licensing checklist on a desk beside a mug and a dog lead',
  },
];

/**
 * Home page section #about (spec 01 §2): our story, three pictures and four figures that count up; then the team and
 * the clients' words, once the owner publishes them in /admin/content. `programmes`: how many programmes the services
 * section shows.
 */
export function AboutSection({ content, programmes }: { content: SiteContent; programmes: number }) {
  const [main, ...more] = images;
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="about-heading"
            title="Built around the way pet businesses really work"
            eyebrow="About us"
          />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-muted">
            <p>
              {siteConfig.name} helps people open and grow pet-care businesses across the UK. We focus on six areas: dog
              daycare, kennel boarding, home boarding, grooming, dog training and multi-service facilities that combine
              several of them under one roof.
            </p>
            <p>
              Running one of these businesses means juggling animal welfare, licence conditions, staff rotas and cash
              flow, often all before lunch. Our advice starts from that reality. We look at your site, your numbers and
              your team, then help you make decisions you understand and can defend to a lender, a licensing officer or
              your own staff.
            </p>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p>
              We work with owners in England, Scotland, Wales and Northern Ireland and know that licensing rules differ between them. Our five core services are{' '}
              {coreServicesSentence}, and every engagement begins with a free {siteConfig.freeConsultationMinutes}-minute consultation.
            </p>
          </div>
        </div>

        <div className="grid grid-cols-2 gap-4">
          {main ? (
            <LazyImage
              src={main.src}
              alt={main.alt}
              width={600}
              height={450}
              className="col-span-2 h-auto w-full rounded-3xl shadow-md"
            />
          ) : null}
          {more.map((image) => (
            <LazyImage
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={600}
              height={450}
              className="h-auto w-full rounded-2xl shadow-sm"
            />
          ))}
        </div>

        <div className="lg:col-span-2">
          <h3 className="sr-only">Our work in figures</h3>
          <Island
            name="about-figures"
            component={AboutFigures}
            props={{ figures: figuresWith(programmes) }}
            hydrate="visible"
          />
        </div>

        <AboutTeam team={teamOf(content)} />
        <AboutTestimonials testimonials={testimonialsOf(content)} />
      </div>
    </section>
  );
}
