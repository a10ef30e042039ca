/**
 * `load` run on the first call and its promise shared by every later call; a failed load is
 * forgotten, so the next call tries again (e.g. a key file written meanwhile).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
}
