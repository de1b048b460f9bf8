// First: React Fast Refresh's preamble in development (an empty module in production builds).
import '@vitejs/plugin-react/preamble';
import '../styles/app.css';

/**
 * The page's one script is this small file. React and the app are fetched once the server's HTML
 * has been painted (the frame after the first animation frame): on a slow phone their download
 * would otherwise compete with the stylesheet and fonts and delay the first paint, while the page is
 * readable and its links work before React takes over. A tab opened in the background paints
 * nothing, so it starts at once.
 */
const start = () => import('./start-client.tsx');
if (document.hidden) void start();
else requestAnimationFrame(() => setTimeout(start, 0));
