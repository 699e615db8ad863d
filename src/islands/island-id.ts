/** The identifierPrefix shared by an island's server render and its hydrateRoot. */
export function islandPrefix(islandId: string): string {
  return `${islandId}-`;
}
