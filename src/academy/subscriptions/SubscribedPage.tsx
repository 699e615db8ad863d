/** Where Stripe's Checkout returns after paying: what happens next. It names nobody: its address can be guessed. */
import { Document } from '../../layout/Document';
import { CardSection } from '../../ui/CardSection';
import { PageHero } from '../../ui/PageHero';
import { academyTrail } from '../ui/academy-trail';

export function SubscribedPage({ signedIn }: { signedIn: boolean }) {
  return (
    <Document
      meta={{
        title: 'Thank you | Training Academy',
        description: 'Your Training Academy subscription payment.',
        path: '/training/subscribed',
        noindex: true,
      }}
    >
      <PageHero
        title="Thank you for subscribing"
        trail={academyTrail({ name: 'Thank you', path: '/training/subscribed' })}
      >
        <p>
          Stripe has taken your payment. Your access opens as soon as Stripe confirms it to us, usually within a minute.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <CardSection headingId="next-heading" title="What happens next">
          <p className="mt-2 text-ink" role="status">
            {signedIn
              ? 'We are emailing you to confirm your subscription. Your courses open on your training page: reload it in a minute if a module still shows as locked.'
              : 'We are emailing you a link to sign in. Open it on this device to start your training; it works once.'}
          </p>
          <p className="mt-4">
            <a className="btn-primary" href={signedIn ? '/training/me' : '/training/sign-in'}>
              {signedIn ? 'Go to my training' : 'Go to sign-in'}
            </a>
          </p>
        </CardSection>
      </div>
    </Document>
  );
}
