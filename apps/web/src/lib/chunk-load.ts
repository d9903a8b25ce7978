/**
 * A screen's or a part's code that could not be fetched (a lazy chunk): the browsers' words for a failed dynamic
 * import, and Vite's for a failed preload.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}
