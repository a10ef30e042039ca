import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { answerSolanaRpc } from './answerSolanaRpc'
import { DevSvm, type DevSvmOptions, isFailure } from './devSvm'
import { SolanaRpcError } from './rpcError'
import { seedDevSvm } from './seedDevSvm'
import { signedTransaction } from './signedTransaction'
import type { SolanaRpcContext } from './solanaRpcMethods'

/** Where `npm start` serves the dev SVM: Solana's own default RPC port. */
export const DEV_SOLANA_RPC_PORT = 8899
/** The largest request body the endpoint reads (a batch of 100 full transactions fits). */
const MAX_BODY_BYTES = 1024 * 1024

export interface StartDevSvmOptions extends DevSvmOptions {
  /** 0: a free port. */
  port: number
  host?: string
}

export interface DevSvmServer {
  /** `http://127.0.0.1:<port>`: JSON-RPC 2.0 by POST; `GET /health` answers `ok`. */
  rpcUrl: string
  port: number
  dev: DevSvm
  /** Pays `requestAirdrop`. */
  faucet: Address
  stop(): Promise<void>
}

/**
 * The Solana dev chain: a fresh litesvm SVM seeded with the dev accounts and the dev FUSD
 * (seedDevSvm), answering Solana's JSON-RPC over HTTP on 127.0.0.1 (any origin may call it, as
 * anvil allows). State lives in memory: each start is a fresh chain.
 */
export async function startDevSvm({
  port,
  host = '127.0.0.1',
  ...options
}: StartDevSvmOptions): Promise<DevSvmServer> {
  const dev = new DevSvm(options)
  const faucet = await seedDevSvm(dev)
  const context: SolanaRpcContext = {
    dev,
    async airdrop(to, lamports) {
      const transaction = await signedTransaction(
        faucet,
        [getTransferSolInstruction({ source: faucet, destination: to, amount: lamports })],
        dev.latestBlockhash(),
      )
      const outcome = dev.send(transaction)
      if (isFailure(outcome) || outcome.err !== null) {
        throw new SolanaRpcError(-32603, `The airdrop failed: ${JSON.stringify(outcome.err)}`)
      }
      return outcome.signature
    },
  }
  const server = createServer((request, response) => {
    void serve(request, response, context)
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  return {
    rpcUrl: `http://${host}:${bound}`,
    port: bound,
    dev,
    faucet: faucet.address,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  context: SolanaRpcContext,
): Promise<void> {
  const send = (status: number, body: string, type = 'application/json') => {
    response.writeHead(status, { ...CORS, 'content-type': type })
    response.end(body)
  }
  const rpcError = (status: number, code: number, message: string) =>
    send(status, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }))
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS)
      response.end()
      return
    }
    if (request.method === 'GET' && request.url === '/health') {
      send(200, 'ok', 'text/plain')
      return
    }
    if (request.method !== 'POST') {
      rpcError(405, -32600, 'Invalid request: send JSON-RPC requests by POST')
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) {
        rpcError(413, -32600, `Invalid request: the body is larger than ${MAX_BODY_BYTES} bytes`)
        request.destroy()
        return
      }
      chunks.push(chunk as Buffer)
    }
    const answer = await answerSolanaRpc(Buffer.concat(chunks).toString('utf8'), context)
    if (answer === undefined) {
      response.writeHead(204, CORS)
      response.end()
    } else {
      send(200, answer)
    }
  } catch (error) {
    if (!response.headersSent) rpcError(500, -32603, `Internal error: ${(error as Error).message}`)
  }
}
