import { siteConfig } from '../../content/site-config';
import { lineIcon, roundStroke } from '../../ui/line-icons';
import { BookConsultationLink } from '../../layout/contact-links';

/**
 * The hero picture: a small daycare with dogs at play, drawn inline so it
 * costs no request and never delays the headline (the page's LCP element).
 */
function DaycareIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="560"
      height="440"
      viewBox="0 0 560 440"
      className="h-auto w-full max-w-[560px]"
    >
      <circle cx="420" cy="110" r="70" fill="#fde68a" />
      <circle cx="280" cy="235" r="195" fill="#ccfbf1" />
      <path d="M40 380c80-40 400-40 480 0v20H40z" fill="#99f6e4" />
      {/* building */}
      <path d="M150 200l130-80 130 80v170H150z" fill="#fffbf5" />
      <path
        d="M132 208l148-94 148 94"
        fill="none"
        stroke="#0f766e"
        strokeWidth="16"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="244" y="280" width="72" height="90" rx="10" fill="#0f766e" />
      <circle cx="302" cy="328" r="4" fill="#fde68a" />
      <rect x="176" y="230" width="56" height="46" rx="8" fill="#e0f2fe" stroke="#0f766e" strokeWidth="5" />
      <rect x="328" y="230" width="56" height="46" rx="8" fill="#e0f2fe" stroke="#0f766e" strokeWidth="5" />
      <rect x="222" y="170" width="116" height="34" rx="17" fill="#f59e0b" />
      <g fill="#fffbf5">
        <circle cx="280" cy="190" r="7" />
        <circle cx="270" cy="180" r="3" />
        <circle cx="280" cy="177" r="3" />
        <circle cx="290" cy="180" r="3" />
      </g>
      {/* dog left, sitting */}
      <ellipse cx="112" cy="372" rx="34" ry="22" fill="#b45309" />
      <circle cx="100" cy="330" r="24" fill="#b45309" />
      <path d="M84 316c-10-10-18-2-16 12 8 4 14 0 16-12z" fill="#78350f" />
      <circle cx="92" cy="328" r="3.5" fill="#1c1917" />
      <ellipse cx="80" cy="338" rx="6" ry="4.5" fill="#1c1917" />
      <path d="M144 372c14-4 22-16 22-30" stroke="#b45309" strokeWidth="9" strokeLinecap="round" fill="none" />
      {/* dog right, play bow */}
      <ellipse cx="448" cy="360" rx="44" ry="20" fill="#44403c" />
      <circle cx="496" cy="372" r="20" fill="#44403c" />
      <path d="M500 354c6-14 16-14 20-4-4 8-12 10-20 4z" fill="#292524" />
      <circle cx="504" cy="368" r="3" fill="#fffbf5" />
      <path d="M406 350c-12-10-16-24-12-34" stroke="#44403c" strokeWidth="8" strokeLinecap="round" fill="none" />
      <path d="M470 378h30M430 372l-4 24M452 374l2 22" stroke="#44403c" strokeWidth="10" strokeLinecap="round" />
      {/* ball */}
      <circle cx="380" cy="388" r="12" fill="#f59e0b" />
      {/* floating note */}
      <g>
        <rect x="370" y="168" width="170" height="64" rx="14" fill="#ffffff" stroke="#e7e5e4" strokeWidth="2" />
        <circle cx="398" cy="200" r="14" fill="#0f766e" />
        <path
          d="M391 200l5 5 9-10"
          stroke="#fffbf5"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="420" y="188" width="100" height="9" rx="4.5" fill="#134e4a" />
        <rect x="420" y="204" width="72" height="9" rx="4.5" fill="#99f6e4" />
      </g>
    </svg>
  );
}

const promises = [
  `Free ${siteConfig.freeConsultationMinutes}-minute consultation`,
  `Reply within ${siteConfig.responsePromiseHours} hours`,
  'England, Scotland, Wales & Northern Ireland',
];

/** Home page section #hero (spec 01 §2). */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="hero-band relative">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-28">
        <div>
          <p className="badge">UK pet care business consultancy</p>
          <h1
            id="hero-heading"
            className="mt-5 font-display text-4xl font-bold leading-tight tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Pet Care Consultancy &amp; Doggy Daycare Experts
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl">
            Professional help opening a doggy daycare centre, and expert pet care business consultancy for daycare,
            boarding and multi-service facilities across the UK, from the first business plan to a licensed, well-run
            site.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookConsultationLink className="btn-primary px-6 py-4 text-lg" href="#contact" />
            <a href="/doggy-daycare-guide" className="btn-outline px-6 py-4 text-lg">
              Read the Startup Guide
            </a>
          </div>
          <ul className="mt-8 grid gap-2 text-muted sm:grid-cols-1">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="#0f766e"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">
          <DaycareIllustration />
        </div>
      </div>
      <a
        href="#services"
        aria-label="Scroll to our services"
        className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full border-2 border-brand-700 bg-white p-2 text-brand-800 shadow-sm hover:bg-brand-50"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          {...lineIcon}
          strokeWidth="2.5"
          {...roundStroke}
          className="motion-safe:animate-bounce"
        >
          <path d="M12 5v14M6 13l6 6 6-6" />
        </svg>
      </a>
    </section>
  );
}
