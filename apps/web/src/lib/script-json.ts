const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON to write inside a <script> data block (page data, JSON-LD): nothing in it can
 * close the element or start markup, and JSON.parse reads it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
