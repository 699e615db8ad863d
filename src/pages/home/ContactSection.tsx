/** Home page section #contact (spec 01 §2). */
export function ContactSection({ outcome }: { outcome?: "sent" | "invalid" }) {
  void outcome;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="contact-heading" className="section-title">
        Get in Touch
      </h2>
    </section>
  );
}
