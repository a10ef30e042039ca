import { createServer } from 'node:net'

export interface PortClaim {
  port: number
  /** What to change to pick another port, e.g. `API_PORT`. */
  setting: string
}

/**
 * Fails fast, naming the port and the setting to change, when two claims share a port or a
 * port is already taken on `host`.
 */
export async function assertPortsFree(claims: PortClaim[], host = '127.0.0.1'): Promise<void> {
  for (const [index, claim] of claims.entries()) {
    const other = claims.slice(0, index).find((earlier) => earlier.port === claim.port)
    if (other) {
      throw new Error(
        `${other.setting} and ${claim.setting} both use port ${claim.port}: change one`,
      )
    }
  }
  for (const claim of claims) {
    if (!(await isFree(claim.port, host))) {
      throw new Error(`Port ${claim.port} is already in use: set ${claim.setting} to a free port`)
    }
  }
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false)
      else reject(error)
    })
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}
