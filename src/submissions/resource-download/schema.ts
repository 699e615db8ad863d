import { z } from 'zod';
import { emailAddress } from '../../lib/fields';
import { downloadableResources } from './resources';

/** The resource download payload (spec 01 §3), shared by the download dialog and POST /api/resource-downloads. */
export const resourceDownloadSchema = z.strictObject({
  resourceName: z.enum(downloadableResources, { error: 'Choose a resource from the list' }),
  email: emailAddress,
});

export type ResourceDownloadInput = z.input<typeof resourceDownloadSchema>;
