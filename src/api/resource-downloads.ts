import { Hono } from 'hono';
import { database } from '../db/client';
import { resourceDownloads } from '../db/schema';
import type { AppEnv } from '../env';
import { resourceDownloadSchema } from '../features/downloads/schema';
import { honeypotTripped, jsonBody } from './validation';

/** POST /api/resource-downloads: records who downloaded which free resource (spec 01 §7). */
export const resourceDownloadsApi = new Hono<AppEnv>();

resourceDownloadsApi.post('/', jsonBody(resourceDownloadSchema), async (c) => {
  const input = c.req.valid('json');
  if (!honeypotTripped(input)) {
    // downloadedAt and id are set by the database.
    await database(c.env.DB).insert(resourceDownloads).values({ resourceName: input.resourceName, email: input.email });
  }
  return c.json({ ok: true }, 201);
});
