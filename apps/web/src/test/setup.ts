import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// The files of a worker share one document (isolate: false in vitest.config.ts), so each test
// leaves it as a fresh one: what React Testing Library rendered, and what a test put in the page
// itself (server HTML it hydrated, an island's toast area, the islands' marks on <html>), and the
// toasts sonner keeps to show the next toast area that mounts.
afterEach(() => {
  cleanup();
  toast.dismiss();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
