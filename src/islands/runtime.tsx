/**
 * Loaded by the loader only when a page has an island to hydrate. Holds the
 * one Jotai store shared by every island on the page.
 */
import { createStore, Provider } from 'jotai';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../ui/toast';
import { islandPrefix } from './island-id';
import { islandRegistry, type IslandName } from './registry';

export const islandStore = createStore();
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

export async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const name = marker.dataset.island as IslandName;
  const load = islandRegistry[name];
  if (!load) return;
  // The server rendered this component with exactly these props.
  const Component = (await load()).default as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  mountToaster();
  hydrateRoot(
    marker,
    <Provider store={islandStore}>
      <Component {...props} />
    </Provider>,
    { identifierPrefix: islandPrefix(marker.dataset.islandId ?? 'i') },
  );
}
