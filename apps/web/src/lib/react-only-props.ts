import { options } from 'preact';

/**
 * Props that only tell React something (never DOM attributes). Libraries written for React pass
 * them (sonner's toast area has `suppressHydrationWarning`); Preact would write them into the HTML
 * as literal attributes, which is not valid HTML. Both entries import this module first.
 */
const REACT_ONLY_PROPS = ['suppressHydrationWarning', 'suppressContentEditableWarning'];

const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string' && vnode.props) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of REACT_ONLY_PROPS) if (name in props) delete props[name];
  }
  previousVnodeHook?.(vnode);
};
