import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from './errors';
import { contactApi } from './contact';
import { guardWrites } from './validation';

/** Every /api route. Each resource is its own sub-app; writes pass guardWrites first. */
export const api = new Hono<AppEnv>();

api.use('*', guardWrites);
api.route('/contact-submissions', contactApi);

api.all('*', (c) => apiError(c, 404, 'not_found', 'No such API endpoint.'));
