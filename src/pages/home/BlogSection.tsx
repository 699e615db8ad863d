/** Home page section #blog (spec 01 §2). */
export function BlogSection() {
  return (
    <section id="blog" aria-labelledby="blog-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="blog-heading" className="section-title">
        Industry Insights & Expertise
      </h2>
    </section>
  );
}
