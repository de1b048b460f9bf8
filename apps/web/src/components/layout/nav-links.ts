/** Whether a main navigation item is the section of the current page (Home only on itself). */
export function isCurrentSection(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
