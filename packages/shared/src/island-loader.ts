/** The event the loader raises on an island once the runtime is loaded: hydrate it now. */
export const ISLAND_USE_EVENT = 'island:use';

/**
 * The one script a page runs inline (decision 028): right after an island that loads on use
 * (`<Island load="on-use">`), it waits for the visitor's first focus, press or key inside that
 * island, then fetches the islands' runtime and the island's files (its `data-files`, the runtime
 * first, the others as module preloads so they come at once) and asks the runtime to hydrate the
 * island (ISLAND_USE_EVENT); `data-hydrated` leaves <html> until the runtime has hydrated it.
 * Until then the page has loaded no script: the island is the server's HTML, a plain form that
 * works without one.
 *
 * Text shared by the pages, which write it, and the server, whose Content-Security-Policy allows it
 * by its SHA-256 hash and no other inline script.
 */
export const ISLAND_LOADER =
  '(s=>{const i=s.previousElementSibling,t=["focusin","pointerdown","keydown"],w=()=>{' +
  'for(const e of t)i.removeEventListener(e,w,!0);' +
  'const[r,...f]=s.dataset.files.split(" ");' +
  'for(const h of f)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:h}));' +
  'i.removeAttribute("data-load");delete document.documentElement.dataset.hydrated;' +
  `import(r).then(()=>i.dispatchEvent(new Event("${ISLAND_USE_EVENT}",{bubbles:!0})))};` +
  'for(const e of t)i.addEventListener(e,w,!0)})(document.currentScript)';
