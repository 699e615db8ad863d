import { Provider, type createStore } from 'jotai';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { JsonObject } from '../lib/json';
import { islandPrefix } from './island-id';
import type { HydrationStrategy } from './island-code';

/** Per-request record of the islands a page rendered, read by the layout to emit the loader. */
export interface IslandRenderState {
  nextId: number;
  used: Set<string>;
  store: ReturnType<typeof createStore>;
}

export const IslandRenderContext = createContext<IslandRenderState | null>(null);

interface IslandProps<P extends JsonObject> {
  /** The island's file name in kebab case: ContactForm.island.tsx is "contact-form". */
  name: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: HydrationStrategy;
}

/**
 * Renders an island as its own React root (so useId values match the
 * browser's hydrateRoot with the same identifierPrefix), wrapped in a marker
 * that carries its name, props and hydration strategy.
 */
export function Island<P extends JsonObject>({
  name,
  component: Component,
  props,
  hydrate = 'visible',
}: IslandProps<P>) {
  const state = useContext(IslandRenderContext);
  if (!state) throw new Error('Island rendered outside renderPage');
  const islandId = `i${state.nextId++}`;
  state.used.add(name);
  const html = renderToString(
    <Provider store={state.store}>
      <Component {...props} />
    </Provider>,
    { identifierPrefix: islandPrefix(islandId) },
  );
  return (
    <div
      data-island={name}
      data-island-id={islandId}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * What a visitor without scripts uses instead of an island (its plain form),
 * in <noscript>, wrapped in the marker the loader looks for: if the island's
 * code cannot run, the loader (islands/loader.ts, fallBack) makes it live.
 * The <noscript> itself stays bare, as tests and the axe copy match it.
 */
export function IslandFallback({ island, children }: { island: string; children: ReactNode }) {
  return (
    <div data-fallback-for={island}>
      <noscript>{children}</noscript>
    </div>
  );
}
