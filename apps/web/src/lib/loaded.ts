/**
 * Loaders never throw for a failed read: the page still renders (on the server too) and says what
 * went wrong. Throwing would swap the whole page for an error screen.
 */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

export async function attempt<T>(read: () => Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    // Logged, not thrown: the page says what failed (spec §8 wants some failures only logged).
    console.warn(`Could not load ${what}:`, error);
    return { ok: false };
  }
}
