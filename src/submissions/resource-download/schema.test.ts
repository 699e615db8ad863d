import { describe, expect, it } from 'vitest';
import { resourceDownloadSchema } from './schema';

describe('resourceDownloadSchema', () => {
  it('accepts a known resource and an email address', () => {
    expect(resourceDownloadSchema.parse({ resourceName: 'Marketing Calendar', email: ' sam@example.co.uk ' })).toEqual({
      resourceName: 'Marketing Calendar',
      email: 'sam@example.co.uk',
    });
  });

  it('rejects unknown resources, missing or bad emails and extra fields', () => {
    expect(resourceDownloadSchema.safeParse({ resourceName: 'Secret Plans', email: 'sam@example.co.uk' }).success).toBe(
      false,
    );
    expect(resourceDownloadSchema.safeParse({ resourceName: 'Marketing Calendar', email: '' }).success).toBe(false);
    expect(resourceDownloadSchema.safeParse({ resourceName: 'Marketing Calendar', email: 'sam' }).success).toBe(false);
    expect(
      resourceDownloadSchema.safeParse({
        resourceName: 'Marketing Calendar',
        email: 'sam@example.co.uk',
        downloadedAt: 1,
      }).success,
    ).toBe(false);
  });
});
