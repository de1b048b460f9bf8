export const CHROME_FLAGS: string[];
export const CATEGORIES: string[];
export type LighthouseResult = {
  url: string;
  scores: Record<string, number>;
  failures: Record<string, string[]>;
};
export function runLighthouse(urls: string[]): Promise<LighthouseResult[]>;
