/** Hashed asset paths written by scripts/build-client.ts. */
import manifest from '../generated/asset-manifest.json';

interface AssetManifest {
  loader: string;
  css: string;
  /** The font files every page needs for its first view, preloaded from the head. */
  fonts: string[];
  /** The script inlined in every page's head, and the CSP source ('sha256-...') that allows it. */
  inlineScript: { code: string; cspSource: string };
}

export const assets: AssetManifest = manifest;
