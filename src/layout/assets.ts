/** Hashed asset paths written by scripts/build-client.ts. */
import manifest from '../generated/asset-manifest.json';

interface AssetManifest {
  loader: string;
  css: string;
}

export const assets: AssetManifest = manifest;
