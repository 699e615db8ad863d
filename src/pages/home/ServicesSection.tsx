/** Home page section #services (spec 01 §2). */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="services-heading" className="section-title">
        Our Services
      </h2>
    </section>
  );
}
