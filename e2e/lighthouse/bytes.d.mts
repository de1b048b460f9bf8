export type BytesResult = {
  url: string;
  /** Bytes transferred on a first visit with a fresh profile. */
  first: number;
  /** Of which JavaScript. */
  firstJs: number;
  /** Bytes transferred on a second visit, assets cached. */
  second: number;
};
export function measureBytes(urls: string[]): Promise<BytesResult[]>;
