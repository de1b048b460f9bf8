export const CHROME_FLAGS: string[];
export const CATEGORIES: string[];
export type LighthouseResult = {
  url: string;
  scores: Record<string, number>;
  /** Total blocking time in ms (NaN when Lighthouse could not record the page). */
  tbt: number;
  failures: Record<string, string[]>;
};
export function runLighthouse(urls: string[]): Promise<LighthouseResult[]>;
