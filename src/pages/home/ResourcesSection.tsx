/** Home page section #resources (spec 01 §2). */
export function ResourcesSection() {
  return (
    <section id="resources" aria-labelledby="resources-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="resources-heading" className="section-title">
        Free Resources & Tools
      </h2>
    </section>
  );
}
