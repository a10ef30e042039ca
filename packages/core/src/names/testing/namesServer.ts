import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type NameRecord,
  nameTextProblem,
  parseNameMessage,
  parseNameTextMessage,
  registerNameRequestSchema,
  setNameTextRequestSchema,
} from '@foyer/protocol'
import { verifyMessage } from 'viem'

export type NamesServer = {
  url: string
  /** Registered names by full name. */
  names: Map<string, NameRecord>
  /** Paths asked, in order. */
  requests: string[]
  /** Answers every request of paths starting with `prefix` with `status` and `body`. */
  fail(prefix: string, status: number, body?: unknown): void
  heal(): void
  close(): Promise<void>
}

const ZONE = 'foyer.id'

/**
 * A stand-in for the Foyer server's names routes in core's unit tests (the server's own tests
 * cover the real ones): real HTTP on loopback, the protocol's shapes, and a real signature check
 * of plain accounts with viem.
 */
export async function startNamesServer(): Promise<NamesServer> {
  const names = new Map<string, NameRecord>()
  const requests: string[] = []
  let failure: { prefix: string; status: number; body: unknown } | undefined

  const reason = (status: number, description: string) => ({
    status,
    body: { error: { code: 'ERROR', message: description }, reasons: [{ description }] },
  })

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url.pathname)
    if (failure && url.pathname.startsWith(failure.prefix)) return failure
    const [, , , what, param] = url.pathname.split('/').map(decodeURIComponent)
    if (request.method === 'GET' && what === 'suggestions' && param) {
      const label = param.replace(`.${ZONE}`, '')
      const candidates = [label, `${label}1`, `${label}2`].filter((entry) => entry.length >= 4)
      return {
        status: 200,
        body: {
          suggestions: candidates.map((entry) => ({
            name: `${entry}.${ZONE}`,
            registered: names.has(`${entry}.${ZONE}`),
          })),
        },
      }
    }
    if (request.method === 'GET' && what === 'reverse' && param) {
      const held = [...names.values()].filter((record) =>
        Object.values(record.addresses).some(
          (entry) => entry.address.toLowerCase() === param.toLowerCase(),
        ),
      )
      return { status: 200, body: held }
    }
    if (request.method === 'GET' && what === 'account' && param) {
      const record = names.get(param)
      return record ? { status: 200, body: record } : reason(404, `${param} is not registered`)
    }
    if (request.method === 'POST' && what === 'account') {
      let text = ''
      for await (const chunk of request) text += chunk
      const parsed = registerNameRequestSchema.safeParse(JSON.parse(text))
      if (!parsed.success) return reason(400, 'Bad request')
      const { address, message, signature, coin_type } = parsed.data
      const fields = parseNameMessage(message)
      if (!fields) return reason(400, 'The message is not a registration')
      if (!(await verifyMessage({ address, message, signature }))) {
        return reason(401, 'The message was not signed by this address')
      }
      if (names.has(fields.name)) return reason(409, `${fields.name} is already registered`)
      const at = new Date().toISOString()
      const record: NameRecord = {
        name: fields.name,
        addresses: { [String(coin_type)]: { address, created: at } },
        attributes: {},
        created: at,
        updated: at,
      }
      names.set(fields.name, record)
      return { status: 201, body: record }
    }
    if (request.method === 'POST' && what === 'text') {
      let text = ''
      for await (const chunk of request) text += chunk
      const parsed = setNameTextRequestSchema.safeParse(JSON.parse(text))
      if (!parsed.success) return reason(400, 'Bad request')
      const { address, message, signature } = parsed.data
      const fields = parseNameTextMessage(message)
      if (!fields) return reason(400, 'The message is not a text-records message')
      const problem = Object.entries(fields.text)
        .map(([key, value]) => nameTextProblem(key, value))
        .find(Boolean)
      if (problem) return reason(400, problem)
      if (!(await verifyMessage({ address, message, signature }))) {
        return reason(401, 'The message was not signed by this address')
      }
      const record = names.get(fields.name)
      if (!record) return reason(404, `${fields.name} is not registered`)
      const holds = Object.values(record.addresses).some(
        (entry) => entry.address.toLowerCase() === address.toLowerCase(),
      )
      if (!holds) return reason(403, `Only the address that holds ${fields.name} can change it`)
      for (const [key, value] of Object.entries(fields.text)) {
        if (value === '') delete record.attributes[key]
        else record.attributes[key] = value
      }
      record.updated = new Date().toISOString()
      return { status: 200, body: record }
    }
    return reason(404, 'No route')
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(body === undefined ? '' : JSON.stringify(body))
      },
      () => {
        response.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    names,
    requests,
    fail(prefix, status, body) {
      failure = { prefix, status, body }
    },
    heal() {
      failure = undefined
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
