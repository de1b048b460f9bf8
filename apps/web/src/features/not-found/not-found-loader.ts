import { data } from 'react-router';

/** The catch-all route answers with HTTP 404 (decisions.md, Pages). */
export const notFoundLoader = () => data(null, { status: 404 });
