/**
 * The Training Academy's own routes under /training (the public pages,
 * /training, its categories and modules, are on the page list): sign-in,
 * the reader's forms, the learner's page, the team page, certificate copies.
 */
import { Hono } from 'hono';
import { learnerAuthRoutes } from './auth/routes';
import { requireLearner, requireLearnerCsrf } from './auth/learner-middleware';
import { learnerCertificateRoutes } from './certificates/routes';
import type { LearnerEnv, MaybeLearnerEnv } from '../auth/learner-env';
import { correctLearnerName, renderLearnerHome } from './learner-home';
import { moduleRoutes } from './reader/module-routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { joinRoutes, teamRoutes } from './team/routes';

/**
 * Only these paths need a session: /training's public pages (categories, modules) are routed elsewhere and stay open,
 * and so does /join (an invitation's page). Hono's `/team/*` matches /team itself too.
 */
const learnerPages = new Hono<LearnerEnv>();
for (const path of ['/me', '/certificates/*', '/team/*']) learnerPages.use(path, requireLearner, requireLearnerCsrf);
learnerPages.get('/me', (c) => renderLearnerHome(c));
learnerPages.post('/me', correctLearnerName);
learnerPages.route('/certificates', learnerCertificateRoutes);
learnerPages.route('/team', teamRoutes);

export const academyRoutes = new Hono<MaybeLearnerEnv>();
academyRoutes.route('/', learnerAuthRoutes);
academyRoutes.route('/module', moduleRoutes);
academyRoutes.route('/', joinRoutes);
academyRoutes.route('/', subscriptionRoutes);
academyRoutes.route('/', learnerPages);
