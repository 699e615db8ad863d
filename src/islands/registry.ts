/**
 * The one explicit map from island name to its code. The browser imports an
 * island's chunk through this map; Bun.build gives each entry its own chunk.
 * Each module's default export is the island component.
 */
export const islandRegistry = {
  'site-header': () => import('../layout/SiteHeader.island'),
  'training-module-reader': () => import('../features/training/ModuleReader.island'),
  'training-category-modules': () => import('../features/training/CategoryModules.island'),
} as const;

export type IslandName = keyof typeof islandRegistry;

/** When an island's code is fetched and hydrated. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';
