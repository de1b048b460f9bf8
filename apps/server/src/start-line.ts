/**
 * The one plain line `npm start` prints before its JSON request logs: where to open the site, and
 * on an empty site where to create the first account.
 */
export function startLine(publicUrl: string, hasAccounts: boolean): string {
  const base = publicUrl.replace(/\/+$/, '');
  return hasAccounts
    ? `The site is running: open ${base}/ (admin area: ${base}/admin/login)`
    : `The site is running: open ${base}/ (no account yet: create the first one at ${base}/register)`;
}
