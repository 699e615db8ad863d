/** Home page section #about (spec 01 §2). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="about-heading" className="section-title">
        About Us
      </h2>
    </section>
  );
}
