/** Home page section #faq (spec 01 §2). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="faq-heading" className="section-title">
        Frequently Asked Questions
      </h2>
    </section>
  );
}
