import type { ReactNode } from 'react';
import { type BusinessDetails, socialProfiles } from '../content/business-details';
import { siteConfig } from '../content/site-config';
import { Island } from '../islands/Island';
import { requestSettings } from '../render/request-settings';
import { assets } from './assets';
import { FontPreloads } from './FontPreloads';
import { canonicalUrl, fullTitle, type PageMeta, pageOrigin } from './page-meta';
import SiteHeader from './SiteHeader.island';
import { SiteFooter } from './SiteFooter';

/** JSON-LD is a data block, not a script: CSP does not apply, but "<" must not end it early. */
function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

function organisation(details: BusinessDetails) {
  const profiles = socialProfiles(details).map((profile) => profile.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: siteConfig.name,
    url: pageOrigin(),
    email: details.email,
    telephone: details.phoneDial,
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    description: siteConfig.tagline,
    // The profiles the owner has set: search engines tie them to the business.
    ...(profiles.length ? { sameAs: profiles } : {}),
  };
}

function breadcrumbList(trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

export function Document({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const title = fullTitle(meta.title);
  const url = canonicalUrl(meta.path);
  const image = canonicalUrl('/images/share-card.jpg');
  const { turnstileSiteKey, details, account } = requestSettings();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={url} />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* The blog's RSS feed (src/site/blog/feed.ts), for feed readers from any page. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${siteConfig.name}: Industry Insights`}
          href="/blog/feed.xml"
        />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:site_name" content={siteConfig.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:locale" content="en_GB" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        {/* Listens from the first paint, so nothing pressed before the loader arrives is lost (islands/early-events.ts). */}
        <script dangerouslySetInnerHTML={{ __html: assets.inlineScript.code }} />
        <FontPreloads />
        <link rel="stylesheet" href={assets.css} />
        {/* Deferred (a module without async): it runs after the parser has read the whole page, islands at its foot included. */}
        <script type="module" src={assets.loader} />
        {meta.path === '/' ? <JsonLd data={organisation(details)} /> : null}
        {meta.breadcrumbs ? <JsonLd data={breadcrumbList(meta.breadcrumbs)} /> : null}
        {(meta.structuredData ?? []).map((data, index) => (
          <JsonLd key={index} data={data} />
        ))}
      </head>
      {/* A column at least the viewport's height whose main part grows: on a short page the footer still reaches the bottom. */}
      <body className="flex min-h-[100dvh] flex-col bg-cream text-ink antialiased">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {/* A signed-in learner's header carries their account menu; a visitor's only the path (loadLearner keeps theirs out of the page cache). */}
        <Island
          name="site-header"
          component={SiteHeader}
          props={account ? { path: meta.path, account } : { path: meta.path }}
          hydrate="interaction"
        />
        <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none">
          {children}
        </main>
        <SiteFooter path={meta.path} />
        <div id="toast-root" />
        {turnstileSiteKey ? (
          <>
            {/* Invisible bot check shared by every form; src/lib/http.ts sends its token with each POST. */}
            <div className="cf-turnstile" data-sitekey={turnstileSiteKey} data-size="invisible" data-action="form" />
            <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
          </>
        ) : null}
      </body>
    </html>
  );
}
