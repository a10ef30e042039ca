import autocannon from 'autocannon'

export interface LoadOptions {
  connections: number
  durationS: number
  /** A POST of this JSON body instead of a GET (e.g. a JSON-RPC call). */
  jsonBody?: string
  /** The exact body every answer must have: any other counts in `mismatches`. */
  expectBody?: string
}

export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  /** Responses that were not 2xx, and connection errors/timeouts: a clean run has none. */
  non2xx: number
  errors: number
  /** 2xx answers whose body was not `expectBody` (0 when none is given). */
  mismatches: number
}

/**
 * GETs (or POSTs `jsonBody` to) `url` from a worker thread (so the load does not share the event loop of a server in
 * this process) with `connections` open connections for `durationS` seconds.
 */
export async function loadTest(url: string, options: LoadOptions): Promise<LoadResult> {
  const parsed = new URL(url)
  if (parsed.hostname !== '127.0.0.1')
    throw new Error(`the load test only targets 127.0.0.1, not ${url}`)
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    workers: 1,
    ...(options.jsonBody === undefined
      ? {}
      : {
          method: 'POST' as const,
          body: options.jsonBody,
          headers: { 'content-type': 'application/json' },
        }),
    ...(options.expectBody === undefined ? {} : { expectBody: options.expectBody }),
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    mismatches: result.mismatches,
  }
}
