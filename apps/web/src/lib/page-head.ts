import { createContext, useContext, useEffect } from 'react';

/** One <meta> or <link> of a page's head, as attributes. */
export type HeadTag = { tag: 'meta' | 'link'; attrs: Record<string, string> };

/** What a page puts in <head>: its title and the tags for search engines and link previews. */
export type PageHead = { title: string; tags: HeadTag[] };

/**
 * On the server, the page's head is collected while the page renders and written into the
 * document's <head> (link previews and search engines read it without JavaScript). In the browser
 * there is no collector: the page applies its head to the document after each navigation.
 */
const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null);

export const HeadCollectorProvider = HeadCollectorContext.Provider;

/** A collector for one server render; the innermost page's head wins, as in the browser. */
export function createHeadCollector() {
  let collected: PageHead | null = null;
  return {
    collect(head: PageHead) {
      collected = head;
    },
    get head() {
      return collected;
    },
  };
}

/** The tags a page owns in <head>; the document's own (charset, viewport, styles) are left alone. */
function isPageTag(element: Element): boolean {
  if (element.tagName === 'LINK') return element.getAttribute('rel') === 'canonical';
  if (element.tagName !== 'META') return false;
  const name = element.getAttribute('name') ?? '';
  const property = element.getAttribute('property') ?? '';
  return (
    name === 'description' || name === 'robots' || name.startsWith('twitter:') || property.startsWith('og:')
  );
}

/** A tag and its attributes as one comparable line, for wanted tags and present elements alike. */
const describeTag = (name: string, attrs: [string, string][]) =>
  `${name}${attrs.map(([key, value]) => ` ${key}="${value}"`).join('')}`;

const describeElement = (element: Element) =>
  describeTag(
    element.tagName.toLowerCase(),
    Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]),
  );

/** Replaces the page tags in document.head with these; leaves them alone when they already match. */
export function applyPageHead(document: Document, head: PageHead): void {
  if (document.title !== head.title) document.title = head.title;
  const current = Array.from(document.head.children).filter(isPageTag);
  const wanted = head.tags.map((tag) => describeTag(tag.tag, Object.entries(tag.attrs)));
  if (current.map(describeElement).join('\n') === wanted.join('\n')) return;
  for (const element of current) element.remove();
  for (const tag of head.tags) {
    const element = document.createElement(tag.tag);
    for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
    document.head.append(element);
  }
}

/** Gives the server this page's head, or applies it to the browser's document. */
export function usePageHead(head: PageHead): void {
  const collect = useContext(HeadCollectorContext);
  collect?.(head);
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised head is the dependency
  useEffect(() => {
    applyPageHead(document, head);
  }, [key]);
}
