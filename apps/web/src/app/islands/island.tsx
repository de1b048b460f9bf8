import { ISLAND_LOADER } from '@lss/shared/island-loader';
import { type ComponentType, createContext, useContext } from 'react';
import { preinitModule, preloadModule } from 'react-dom';

/** The scripts of the islands, as the client build names them (assets.server.ts). */
export type IslandScripts = {
  /** The runtime that finds the page's islands and hydrates them (islands-client.tsx), then its imports. */
  runtime: string[];
  /** The files an island module needs, its own chunk first, by its key (`src/…/x.island.tsx`). */
  filesOf: (key: string) => string[];
};

const IslandScriptsContext = createContext<IslandScripts | null>(null);

/** Given by the server's render; without it (a test) islands render without naming scripts. */
export const IslandScriptsProvider = IslandScriptsContext.Provider;

// Every island module's default export, by its key: how an island names the module the browser loads.
const ISLAND_MODULES = import.meta.glob<ComponentType<never>>('/src/**/*.island.tsx', {
  eager: true,
  import: 'default',
});
const keyOf = new Map<unknown, string>(
  Object.entries(ISLAND_MODULES).map(([path, component]) => [component, path.slice(1)]),
);

type IslandProps<Props extends object> = {
  /** The default export of an `*.island.tsx` module. */
  component: ComponentType<Props>;
  /** What it renders from: JSON, written into the page for the browser's hydration. */
  props: Props;
  /**
   * 'always' (the default): the page loads the islands' runtime for this one. 'with-others': it
   * works without JavaScript (the phone menu) and is hydrated only on pages that load scripts anyway.
   * 'on-use': it works without JavaScript (a plain form) and loads nothing until the visitor first
   * focuses, presses or types in it; the loader script after it then fetches the runtime and its
   * files (ISLAND_LOADER). Such an island renders the same before and after hydration (no button
   * that only the plain form needs goes away): the visitor is already using it.
   */
  load?: 'always' | 'with-others' | 'on-use';
};

/**
 * A part of a server-rendered page that the browser hydrates (decision 028): rendered here like
 * any component, inside a marker naming its module and props. The page's <head> gets the runtime
 * and the island's files (React hoists them), so a page without islands loads no JavaScript; an
 * island loaded on use names them to its loader instead, so its page loads none at first.
 */
export function Island<Props extends object>({
  component: Component,
  props,
  load = 'always',
}: IslandProps<Props>) {
  const key = keyOf.get(Component);
  if (!key)
    throw new Error(
      `${Component.displayName ?? Component.name} is not the default export of an *.island.tsx module.`,
    );
  const scripts = useContext(IslandScriptsContext);
  if (scripts && load === 'always') {
    const [runtime, ...imports] = scripts.runtime;
    if (runtime) preinitModule(runtime, { as: 'script' });
    for (const file of [...imports, ...scripts.filesOf(key)]) preloadModule(file, { as: 'script' });
  }
  const onUse = load === 'on-use';
  return (
    <>
      <div
        data-island={key}
        data-props={JSON.stringify(props)}
        data-load={onUse ? 'on-use' : undefined}
        className="contents"
      >
        <Component {...props} />
      </div>
      {scripts && onUse ? (
        <script
          data-files={[...new Set([...scripts.runtime, ...scripts.filesOf(key)])].join(' ')}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the one inline script, a constant the CSP allows by its hash
          dangerouslySetInnerHTML={{ __html: ISLAND_LOADER }}
        />
      ) : null}
    </>
  );
}
