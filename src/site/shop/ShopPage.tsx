/**
 * /shop, /shop/products and /shop/digital (spec 02 §2): the coming-soon shop
 * and its waiting list. The category only changes how this page reads (its
 * card first and highlighted, the intro and title); nothing else receives it.
 */
import { shopCategoryTitles, shopRanges, type ShopCategory, type ShopRange } from '../../content/shop';
import { siteConfig } from '../../content/site-config';
import ShopWaitlist, { NO_SCRIPT_FORM_ID, SHOP_NOTIFICATIONS_ENDPOINT } from './ShopWaitlist.island';
import { Island } from '../../islands/Island';
import { businessDetails } from '../../render/request-settings';
import { Document } from '../../layout/Document';
import type { PageMeta } from '../../layout/page-meta';
import { PageHero } from '../../ui/PageHero';
import { SHOP_PAGE_FIELD } from '../../submissions/waiting-list/fields';
import { ShopEmailFields } from './ShopEmailFields';
import { valueOf, type FormState } from '../../lib/form-state';
import { FormNotice, PlainSubmitButton } from '../../ui/form-fields';
import { BookConsultationLink } from '../../layout/contact-links';
import { DotList } from '../../ui/DotList';

const pageMeta: Record<ShopCategory | 'all', PageMeta> = {
  all: {
    title: 'Pet Business Shop – Coming Soon',
    description:
      'Trade supplies and digital templates for UK dog daycares, boarding kennels and groomers, from the Pawsperity consultancy team. Join the waiting list to hear when the shop opens.',
    path: '/shop',
  },
  products: {
    title: 'Pet Products for Daycares and Kennels – Pet Business Shop',
    description:
      'Kennel disinfectant, rubber matting, slip leads, first aid kits and group-play enrichment for UK pet-care businesses. Coming soon: join the waiting list.',
    path: '/shop/products',
  },
  digital: {
    title: 'Digital Tools for Pet-Care Businesses – Pet Business Shop',
    description:
      'Business plan and cash-flow templates, licence application packs, staff handbooks and client forms for UK dog daycares. Coming soon: join the waiting list.',
    path: '/shop/digital',
  },
};

function retentionMonths(days: number): number {
  return Math.round(days / 30.44);
}

function RangeCard({ range, chosen }: { range: ShopRange; chosen: boolean }) {
  return (
    <article
      data-shop-range={range.category}
      data-chosen={chosen ? 'true' : undefined}
      aria-labelledby={`shop-range-${range.category}`}
      className={`card flex flex-col ${chosen ? 'border-2 border-brand-700 ring-4 ring-brand-100' : ''}`}
    >
      {chosen ? <p className="badge mb-3 self-start bg-brand-50 text-brand-800">The range you're viewing</p> : null}
      <h2 id={`shop-range-${range.category}`} className="font-display text-2xl font-bold text-ink">
        {range.title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{range.summary}</p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-ink">What we plan to stock</h3>
      <DotList items={range.items} className="mt-2 grid gap-2 text-ink" dot="bg-brand-700" />
    </article>
  );
}

/** Where the visitor lands after the plain form was stored (JavaScript off). */
function SentNotice() {
  return (
    <div
      role="status"
      data-shop-outcome="sent"
      className="mb-6 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
    >
      <p className="font-semibold">You're all set!</p>
      <p className="mt-1">We'll send you an email as soon as our shop launches.</p>
    </div>
  );
}

/**
 * The waiting list as a plain form, for visitors without JavaScript: the
 * Notify Me link leads here. With JavaScript the dialog does the same job,
 * so this is in <noscript> (the dialog's form is a plain post too, so it
 * works even when the island's code cannot run). A page that answers a plain post
 * (sent, or refused with messages) shows it live: that visitor took the plain
 * path, and its outcome must read the same whether or not their scripts run.
 */
function PlainWaitlist({ path, sent, form }: { path: string; sent: boolean; form?: FormState }) {
  const waitlist = (
    <section
      id={NO_SCRIPT_FORM_ID}
      aria-labelledby="get-notified-heading"
      className="mx-auto max-w-xl px-4 pb-4 sm:px-6"
    >
      <div className="card">
        <h2 id="get-notified-heading" className="font-display text-2xl font-bold text-ink">
          Get Notified
        </h2>
        <div className="mt-4">
          {sent && !form ? <SentNotice /> : null}
          <FormNotice
            notice={form?.notice}
            invalid="Failed to save your notification preference: enter a valid email address and try again."
            failed="Failed to save your notification preference just now. Your address is still below: please try again in a moment."
          />
        </div>
        <form method="post" action={`${SHOP_NOTIFICATIONS_ENDPOINT}#${NO_SCRIPT_FORM_ID}`} className="relative mt-4">
          <input type="hidden" name={SHOP_PAGE_FIELD} value={path} />
          <ShopEmailFields inputId="shop-notify-email" email={valueOf(form, 'email')} error={form?.errors.email} />
          <PlainSubmitButton className="mt-4" buttonClassName="btn-primary">
            Notify Me
          </PlainSubmitButton>
        </form>
      </div>
    </section>
  );
  if (sent || form) return waitlist;
  return <noscript>{waitlist}</noscript>;
}

export function ShopPage({
  category,
  sent = false,
  form,
}: {
  category?: ShopCategory;
  sent?: boolean;
  form?: FormState;
}) {
  const ranges = category
    ? [...shopRanges].sort((a, b) => Number(b.category === category) - Number(a.category === category))
    : shopRanges;
  const keptMonths = retentionMonths(siteConfig.retentionDays.shopNotifications);
  const { email } = businessDetails();
  return (
    <Document meta={pageMeta[category ?? 'all']}>
      <PageHero
        eyebrow="Coming Soon"
        title="Pet Business Shop"
        actions={
          <>
            <Island
              name="shop-waitlist"
              component={ShopWaitlist}
              props={{ path: pageMeta[category ?? 'all'].path }}
              hydrate="interaction"
            />
            <BookConsultationLink className="btn-outline px-6 py-4 text-lg" />
          </>
        }
      >
        {category ? (
          <p data-shop-intro={category}>
            You're looking at our <strong className="text-ink">{shopCategoryTitles[category]}</strong>.{' '}
            {category === 'products'
              ? 'We are putting together the supplies UK daycares, kennels and groomers reorder most, at trade prices.'
              : 'We are turning the templates and training from our consultancy work into downloads you can use straight away.'}{' '}
            The shop isn't open yet: join the waiting list and we'll email you the day it launches.
          </p>
        ) : (
          <p>
            Supplies and ready-made business tools for people who run dog daycares, boarding kennels and grooming
            salons, chosen by the team that helps them open and grow. The shop isn't open yet: join the waiting list and
            we'll email you the day it launches.
          </p>
        )}
      </PageHero>

      <PlainWaitlist path={pageMeta[category ?? 'all'].path} sent={sent} form={form} />

      <section aria-label="What the shop will sell" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <nav aria-label="Shop ranges" className="mb-8 flex flex-wrap justify-center gap-2">
          {[{ path: '/shop', title: 'Everything' }, ...shopRanges].map((link) => {
            const current = link.path === (category ? `/shop/${category}` : '/shop');
            return (
              <a
                key={link.path}
                href={link.path}
                aria-current={current ? 'page' : undefined}
                className={
                  current
                    ? 'rounded-full bg-brand-700 px-4 py-2 font-semibold text-white'
                    : 'rounded-full border border-stone-300 bg-white px-4 py-2 font-semibold text-ink hover:border-brand-700'
                }
              >
                {link.title}
              </a>
            );
          })}
        </nav>
        <div className="grid gap-6 md:grid-cols-2">
          {ranges.map((range) => (
            <RangeCard key={range.category} range={range} chosen={range.category === category} />
          ))}
        </div>
      </section>

      <section aria-labelledby="shop-waitlist-heading" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="card bg-brand-50">
          <h2 id="shop-waitlist-heading" className="font-display text-2xl font-bold text-ink">
            How the waiting list works
          </h2>
          <ul className="mt-4 grid gap-2 text-ink">
            <li>One email on launch day, with the full range and prices. No newsletter.</li>
            <li>Your address is on the list once, however many times you sign up.</li>
            <li>
              We keep it for up to {keptMonths} months ({siteConfig.retentionDays.shopNotifications} days), or until you
              ask us to remove it at{' '}
              <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline underline-offset-4">
                {email}
              </a>
              .
            </li>
          </ul>
          <p className="mt-4 text-ink">
            Need help sooner? Our free {siteConfig.freeConsultationMinutes}-minute consultation covers equipment,
            suppliers and start-up paperwork.{' '}
            <BookConsultationLink className="font-semibold text-brand-800 underline underline-offset-4" />
          </p>
        </div>
      </section>
    </Document>
  );
}
