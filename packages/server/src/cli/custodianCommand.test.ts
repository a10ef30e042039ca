import { type ChildProcess, spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config/loadConfig'
import { openRelease, rawPublicKey, wrapForCustodian } from '../custodian/custodianCrypto'
import { custodianKeyOf } from '../custodian/custodianKey'
import { CUSTODIAN_PATHS } from '../custodian/custodianProtocol'
import { stopChild } from '../deploy/testing/startNginx'
import { freePort } from '../test/postgresCluster'
import type { CliIo } from './cliIo'
import { custodianCommand } from './custodianCommand'

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

/** `foyer custodian` from source, as `npm run foyer -- custodian` runs it (tsx). */
async function startCustodianProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@foyer/source', MAIN, 'custodian'],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  let err = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 90 s:\n${out}\n${err}`)), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      if (out.includes('is listening on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`foyer custodian exited (${code}):\n${out}\n${err}`))
    })
  })
  return { child, exited, output: () => ({ out, err }) }
}

describe('foyer custodian', () => {
  it('refuses a production start without a key and with a short token, naming both', async () => {
    const io: CliIo = {
      out: () => {},
      err: () => {},
      env: { CUSTODIAN_TOKEN: 'short' },
      cwd: '/',
      openDatabase: () => Promise.reject(new Error('not used')),
    }
    const refusal = custodianCommand(io, { stopSignal: new Promise(() => {}) })
    await expect(refusal).rejects.toThrow(ConfigError)
    await expect(refusal).rejects.toThrow(/CUSTODIAN_KEY: missing[\s\S]*CUSTODIAN_TOKEN: too short/)
  })

  it('runs as its own process: key, release, 401, 400, 409, 422, then stops on SIGTERM', async () => {
    const rawKey = randomBytes(32)
    const key = custodianKeyOf(rawKey)
    const token = randomBytes(32).toString('hex')
    const port = await freePort()
    const custodian = await startCustodianProcess({
      CUSTODIAN_KEY: rawKey.toString('hex'),
      CUSTODIAN_TOKEN: token,
      CUSTODIAN_PORT: String(port),
    })
    try {
      const url = `http://127.0.0.1:${port}`
      expect(custodian.output().out).toContain(`Foyer custodian is listening on ${url}`)
      expect(custodian.output().err).toContain('custodial email recovery is ON')
      const call = (path: string, body?: unknown, bearer = token) =>
        fetch(`${url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      const keyAnswer = await call(CUSTODIAN_PATHS.key)
      expect(keyAnswer.status).toBe(200)
      expect(await keyAnswer.json()).toEqual(key.publicKey)

      const context = {
        address: `0x${'56'.repeat(20)}`,
        userId: '6f1c2a9e-0000-4000-8000-000000000004',
      }
      const rk = randomBytes(32)
      const recipient = generateKeyPairSync('x25519').privateKey
      const body = {
        keyId: key.publicKey.keyId,
        ...wrapForCustodian(key.publicKey.publicKey, rk, context),
        context,
        recipientPublicKey: rawPublicKey(recipient),
      }
      const released = await call(CUSTODIAN_PATHS.release, body)
      expect(released.status).toBe(200)
      expect(openRelease(recipient, await released.json(), context)?.equals(rk)).toBe(true)
      // The child logs the release as it answers: its stderr may reach us a moment later.
      await expect
        .poll(() => custodian.output().err, { timeout: 10_000 })
        .toContain('"event":"custodian-release"')
      expect(custodian.output().err).not.toContain(rk.toString('base64url'))

      expect((await call(CUSTODIAN_PATHS.key, undefined, 'x'.repeat(64))).status).toBe(401)
      expect((await call(CUSTODIAN_PATHS.release, body, 'x')).status).toBe(401)
      expect((await call(CUSTODIAN_PATHS.release, { ...body, wrap: 42 })).status).toBe(400)
      expect((await call(CUSTODIAN_PATHS.release, { ...body, keyId: 'B'.repeat(22) })).status).toBe(
        409,
      )
      const wrongUser = { ...context, userId: '6f1c2a9e-0000-4000-8000-000000000005' }
      expect((await call(CUSTODIAN_PATHS.release, { ...body, context: wrongUser })).status).toBe(
        422,
      )
    } finally {
      // One SIGTERM (stopChild's; a second one while stopping would end it by the signal).
      expect(
        await Promise.race([custodian.exited, stopChild(custodian.child).then(() => 'killed')]),
      ).toBe(0)
    }
  }, 120_000)
})
