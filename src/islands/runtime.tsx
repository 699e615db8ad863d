/**
 * Loaded by the loader only when a page has an island to hydrate. Holds the
 * one Jotai store shared by every island on the page.
 */
import { createStore, Provider } from 'jotai';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../ui/toast';
import { islandPrefix } from './island-id';
import type { IslandCode } from './island-code';

import { replay } from './replay';

const islandStore = createStore();
let toasterMounted = false;

function mountToaster() {
  const region = document.getElementById('toast-root');
  if (toasterMounted || !region) return;
  toasterMounted = true;
  createRoot(region).render(
    <Provider store={islandStore}>
      <Toaster />
    </Provider>,
  );
}

/** Calls onDone after the island's own effects (children's effects run first), i.e. once it has read its state from the DOM. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** Resolves once the island has hydrated and its effects have run. */
async function hydrateIsland(marker: HTMLElement, islands: IslandCode): Promise<void> {
  const load = islands[marker.dataset.island ?? ''];
  if (!load) return;
  // The server rendered this component with exactly these props.
  const Component = (await load()).default as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  mountToaster();
  await new Promise<void>((resolve, reject) => {
    hydrateRoot(
      marker,
      <Provider store={islandStore}>
        <Hydrated onDone={resolve}>
          <Component {...props} />
        </Hydrated>
      </Provider>,
      // An island that throws while starting never calls onDone: the loader then lets its HTML work on its own.
      { identifierPrefix: islandPrefix(marker.dataset.islandId ?? 'i'), onUncaughtError: reject },
    );
  });
}

/** What the loader calls once the runtime has arrived: hydrating an island, and replaying a press it took early. */
export interface IslandRuntime {
  hydrateIsland(marker: HTMLElement): Promise<void>;
  replay: typeof replay;
}

export { replay };

/** Hydrates with this build's islands (src/generated/island-runtime.ts hands it every island's code by name). */
export function hydrateWith(islands: IslandCode): IslandRuntime['hydrateIsland'] {
  return (marker) => hydrateIsland(marker, islands);
}
