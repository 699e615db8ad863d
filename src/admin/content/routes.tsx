/**
 * /admin/content: what visitors read, edited by owners and editors alike. Posts have their own editor (scheduling,
 * previews, addresses); every other kind is served by the same routes from its definition; pictures are in the
 * media library. This page lists them all with how many of each there are.
 */
import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { POST_KIND } from '../../content/kinds/post';
import { database } from '../../db/client';
import { renderAdminPage } from '../ui/render';
import { ContentHomePage, type ContentSection } from './ContentHomePage';
import { academyPricesDefinition } from './academy-prices/definition';
import { caseStudiesDefinition } from './case-studies/definition';
import { detailsDefinition } from './details/definition';
import { faqDefinition } from './faq/definition';
import { statusCountsByKind } from './item-reads';
import { kindRoutes } from './kinds/kind-routes';
import { mediaRoutes } from './media/routes';
import { packagesDefinition } from './packages/definition';
import { postRoutes } from './posts/routes';
import { retreatEventDefinition, retreatFormatDefinition } from './retreats/definitions';
import { teamDefinition } from './team/definition';
import { testimonialsDefinition } from './testimonials/definition';
import { programmesDefinition } from './programmes/definition';
import { editedKinds } from './sections';

export const contentRoutes = new Hono<AdminEnv>();

contentRoutes.get('/', async (c) => {
  const db = database(c.env.DB);
  const countsOf = await statusCountsByKind(db);
  const sections: ContentSection[] = [
    {
      section: 'posts',
      title: 'Blog posts',
      intro: 'The Industry Insights articles: drafts, scheduled posts, previews and every revision.',
      counts: countsOf(POST_KIND),
      single: false,
      newLabel: 'New post',
    },
    ...editedKinds.map((kind) => ({
      section: kind.section,
      title: kind.many,
      intro: kind.intro,
      counts: countsOf(kind.kind),
      single: kind.single ?? false,
      newLabel: `New ${kind.one.toLowerCase()}`,
    })),
  ];
  return renderAdminPage(<ContentHomePage session={c.var.adminSession} sections={sections} />);
});
contentRoutes.route('/posts', postRoutes);
contentRoutes.route('/media', mediaRoutes);
contentRoutes.route('/faq', kindRoutes(faqDefinition));
contentRoutes.route('/retreat-formats', kindRoutes(retreatFormatDefinition));
contentRoutes.route('/retreat-events', kindRoutes(retreatEventDefinition));
contentRoutes.route('/team', kindRoutes(teamDefinition));
contentRoutes.route('/testimonials', kindRoutes(testimonialsDefinition));
contentRoutes.route('/case-studies', kindRoutes(caseStudiesDefinition));
contentRoutes.route('/programmes', kindRoutes(programmesDefinition));
contentRoutes.route('/packages', kindRoutes(packagesDefinition));
contentRoutes.route('/details', kindRoutes(detailsDefinition));
contentRoutes.route('/academy-prices', kindRoutes(academyPricesDefinition));
