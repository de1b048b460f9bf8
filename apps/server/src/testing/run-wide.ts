/**
 * One server (or file) for the whole run, however many projects' global setups ask for it (the API
 * suite and its isolated files): started by the first, stopped after the last. Global setups run in
 * vitest's own process, but each project loads them anew, hence the registry on globalThis.
 */
interface Started<T> {
  value: T;
  stop: () => unknown;
}
interface Entry {
  started: Promise<Started<unknown>>;
  users: number;
}
const holder = globalThis as { lssRunWide?: Map<string, Entry> };
holder.lssRunWide ??= new Map();
const registry = holder.lssRunWide;

export async function runWide<T>(
  key: string,
  start: () => Promise<Started<T>>,
): Promise<{ value: T; release: () => Promise<void> }> {
  let entry = registry.get(key);
  if (!entry) {
    entry = { started: start(), users: 0 };
    registry.set(key, entry);
  }
  const current = entry;
  current.users += 1;
  const { value, stop } = (await current.started) as Started<T>;
  return {
    value,
    release: async () => {
      current.users -= 1;
      if (current.users > 0) return;
      registry.delete(key);
      await stop();
    },
  };
}
