/** Route ids of the pages whose server HTML carries schema.org data (json-ld.server.ts). */
export const PAGE_IDS = {
  home: 'home',
  event: 'event',
  article: 'article',
  podcast: 'podcast',
} as const;
