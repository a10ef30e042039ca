import { createServer } from 'node:net'

/** A port that was free a moment ago (the system picks it). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error(`No free port on ${host}`)
  return address.port
}
