import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the server's response, for the few inline <script> elements a page renders
 * (JSON-LD). The browser never needs it: React does not touch the attribute when hydrating.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
