/** Home page section #hero (spec 01 §2). */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 id="hero-heading" className="section-title">
        Pet Care Consultancy & Doggy Daycare Experts
      </h1>
    </section>
  );
}
