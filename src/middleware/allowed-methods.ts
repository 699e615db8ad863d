/** The methods a path is answered with, from an app's registered routes (for 405 and its Allow header). */
export function allowedMethods(routes: readonly { method: string; path: string }[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const pattern = new RegExp(`^${route.path.replace(/\/$/, '').replace(/:[^/]+/g, '[^/]+')}/?$`);
    if (pattern.test(path)) methods.add(route.method);
  }
  return [...methods];
}
