// First: React Fast Refresh's preamble in development (an empty module in production builds).
import '@vitejs/plugin-react/preamble';
import { SITE_TIME_ZONE } from '@lss/shared/constants';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ToastArea } from '#web/components/ui/toast-area.tsx';
import { SiteTimeZoneProvider } from '#web/lib/site-context.ts';

/**
 * The islands' runtime (decision 028), the one script of a public page that has islands: it finds
 * each island the server rendered (island.tsx) and hydrates it with its props. Everything else on
 * the page is the server's HTML, final as sent.
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
}

async function start() {
  // The one toast area of the page, shown with the first toast an island raises.
  const toasts = document.createElement('div');
  document.body.append(toasts);
  createRoot(toasts).render(<ToastArea />);
  const islands = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  await Promise.all(islands.map(hydrateIsland));
  // Tools and the browser tests wait for this before they interact.
  document.documentElement.dataset.hydrated = '';
}

void start();
