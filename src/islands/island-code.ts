import type { ComponentType } from 'react';

/**
 * Each island's code by its name, as the browser's entry hands it to the
 * loader's runtime. The build writes it (src/generated/island-runtime.ts) from every
 * src/**\/*.island.tsx, naming each island after its file (ContactForm.island.tsx
 * is "contact-form"), so an island lives in its feature's folder and no hand-kept
 * list imports every feature. Each module's default export is the island.
 */
export type IslandCode = Readonly<Record<string, () => Promise<{ default: ComponentType<never> }>>>;

/** When an island's code is fetched and hydrated. */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';
