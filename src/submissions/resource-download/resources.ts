/**
 * The free resources a visitor can download after leaving an email address.
 * The API accepts only these names, so the stored rows stay meaningful.
 */
export const downloadableResources = ['Marketing Calendar'] as const;

export type DownloadableResource = (typeof downloadableResources)[number];
