// First: React Fast Refresh's preamble in development (an empty module in production builds).
import '@vitejs/plugin-react/preamble';
import { SITE_TIME_ZONE } from '@lss/shared/constants';
import { ISLAND_USE_EVENT } from '@lss/shared/island-loader';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ToastArea } from '#web/components/ui/toast-area.tsx';
import { SiteTimeZoneProvider } from '#web/lib/site-context.ts';
import { replayEarlierInput } from './earlier-input.ts';

/**
 * The islands' runtime (decision 028), the one script of a public page that has islands: it finds
 * each island the server rendered (island.tsx) and hydrates it with its props: at once, or for an
 * island that loads on use, when its loader says the visitor has begun to use it. Everything else
 * on the page is the server's HTML, final as sent.
 */
const ISLAND_MODULES = import.meta.glob<{ default: ComponentType<object> }>('/src/**/*.island.tsx');

const timeZone = document.documentElement.dataset.timeZone ?? SITE_TIME_ZONE;

function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const load = ISLAND_MODULES[`/${element.dataset.island}`];
  if (!load) throw new Error(`No island module ${element.dataset.island}`);
  // Until the island is live and knows what was typed before, a form in it is sent as the plain
  // form it is (React would send it in place with the values it rendered).
  const plainUntilLive = (event: Event) => event.stopImmediatePropagation();
  element.addEventListener('submit', plainUntilLive, true);
  try {
    const { default: Component } = await load();
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    await new Promise<void>((resolve) => {
      hydrateRoot(
        element,
        <StrictMode>
          <Live onLive={resolve}>
            <SiteTimeZoneProvider value={timeZone}>
              <Component {...props} />
            </SiteTimeZoneProvider>
          </Live>
        </StrictMode>,
      );
    });
    replayEarlierInput(element);
  } finally {
    element.removeEventListener('submit', plainUntilLive, true);
  }
}

const started = new WeakSet<HTMLElement>();
let hydrating = 0;

/** Hydrates an island once; `data-hydrated` on <html> says no island is on its way (tools and the browser tests wait for it). */
function wake(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  hydrating += 1;
  delete document.documentElement.dataset.hydrated;
  void hydrateIsland(element).finally(() => {
    hydrating -= 1;
    if (hydrating === 0) document.documentElement.dataset.hydrated = '';
  });
}

// The one toast area of the page, shown with the first toast an island raises.
const toasts = document.createElement('div');
document.body.append(toasts);
createRoot(toasts).render(<ToastArea />);
document.addEventListener(ISLAND_USE_EVENT, (event) => {
  if (event.target instanceof HTMLElement) wake(event.target);
});
// Every island but those still waiting for their first use (the loader of a used one took its mark away).
for (const island of document.querySelectorAll<HTMLElement>('[data-island]:not([data-load="on-use"])'))
  wake(island);
if (hydrating === 0) document.documentElement.dataset.hydrated = '';
