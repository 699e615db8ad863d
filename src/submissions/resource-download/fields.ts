import type { ResourceDownloadInput } from './schema';

export const RESOURCE_DOWNLOADS_ENDPOINT = '/api/resource-downloads';

/** The download request from the form's fields, for the island's JSON and a plain post alike. */
export function resourceDownloadFromFields(fields: URLSearchParams): ResourceDownloadInput {
  return {
    resourceName: (fields.get('resourceName') ?? '') as ResourceDownloadInput['resourceName'],
    email: fields.get('email') ?? '',
  };
}
