import { x25519 } from '@noble/curves/ed25519'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { fromBase64url, toBase64url } from '../encoding/base64url'
import { createFakeCustodian } from '../testing/fakeCustodian'
import {
  createOneOffKey,
  custodianKeyId,
  custodianReleaseKek,
  custodianWrapKek,
  type OneOffKey,
  openCustodianRelease,
  wrapForCustodian,
} from './custodianWrap'
import { createRecoveryKey, recoveryAssociatedData } from './recoveryKey'
import { openBytes } from './sealedBox'

const context = { address: '0xAbCdEf0000000000000000000000000000000001', userId: 'user-1' }

function flip(blob: string): string {
  const parts = blob.split('.')
  const bytes = fromBase64url(parts[2] ?? '')
  bytes[0] = (bytes[0] ?? 0) ^ 1
  parts[2] = toBase64url(bytes)
  return parts.join('.')
}

const oneOffOf = (hex: `0x${string}`): OneOffKey => {
  const privateKey = hexToBytes(hex)
  return { privateKey, publicKey: x25519.getPublicKey(privateKey) }
}

describe('custodian wrap', () => {
  it('opens at the custodian, and its release opens in the frame: the same RK', async () => {
    const custodian = createFakeCustodian()
    const rk = createRecoveryKey()
    const method = await wrapForCustodian(rk, custodian.key, context)
    expect(method).toEqual({
      kind: 'custodian',
      keyId: custodian.key.keyId,
      ephemeralPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      wrap: expect.stringMatching(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/),
    })
    expect(await custodian.openWrap(method, context)).toEqual(rk)
    const recipient = createOneOffKey()
    const release = await custodian.release({
      method,
      context: { ...context, address: context.address.toLowerCase() },
      recipientPublicKey: toBase64url(recipient.publicKey),
    })
    expect(await openCustodianRelease(recipient, release, context)).toEqual(rk)
  })

  it('uses a fresh one-off key for every wrap', async () => {
    const custodian = createFakeCustodian()
    const rk = createRecoveryKey()
    const a = await wrapForCustodian(rk, custodian.key, context)
    const b = await wrapForCustodian(rk, custodian.key, context)
    expect(a.ephemeralPublicKey).not.toBe(b.ephemeralPublicKey)
    expect(a.wrap).not.toBe(b.wrap)
  })

  it('is refused for a key id that is not the key’s, or a key that is not X25519', async () => {
    const custodian = createFakeCustodian()
    const other = createFakeCustodian()
    const rk = createRecoveryKey()
    await expect(
      wrapForCustodian(rk, { keyId: other.key.keyId, publicKey: custodian.key.publicKey }, context),
    ).rejects.toMatchObject({ code: 'CUSTODIAN_FAILED' })
    // The all-zero point gives an all-zero secret: refused, as node:crypto refuses it.
    const zero = toBase64url(new Uint8Array(32))
    await expect(
      wrapForCustodian(rk, { keyId: custodianKeyId(new Uint8Array(32)), publicKey: zero }, context),
    ).rejects.toMatchObject({ code: 'CUSTODIAN_FAILED' })
  })

  it('does not open at another custodian, for another wallet or user, or changed', async () => {
    const custodian = createFakeCustodian()
    const method = await wrapForCustodian(createRecoveryKey(), custodian.key, context)
    const other = createFakeCustodian()
    await expect(other.openWrap(method, context)).rejects.toMatchObject({ status: 409 })
    await expect(
      other.openWrap({ ...method, keyId: other.key.keyId }, context),
    ).rejects.toMatchObject({ status: 422 })
    await expect(
      custodian.openWrap(method, { ...context, userId: 'user-2' }),
    ).rejects.toMatchObject({ status: 422 })
    await expect(
      custodian.openWrap(method, { ...context, address: `0x${'1'.repeat(40)}` }),
    ).rejects.toMatchObject({ status: 422 })
    await expect(
      custodian.openWrap({ ...method, wrap: flip(method.wrap) }, context),
    ).rejects.toMatchObject({ status: 422 })
  })

  it('refuses a release for another recipient, wallet or user, or changed (CUSTODIAN_FAILED)', async () => {
    const custodian = createFakeCustodian()
    const rk = createRecoveryKey()
    const recipient = createOneOffKey()
    const release = await custodian.sealRelease(rk, toBase64url(recipient.publicKey), context)
    const cases = [
      () => openCustodianRelease(createOneOffKey(), release, context),
      () => openCustodianRelease(recipient, release, { ...context, userId: 'user-2' }),
      () =>
        openCustodianRelease(recipient, release, { ...context, address: `0x${'1'.repeat(40)}` }),
      () => openCustodianRelease(recipient, { ...release, wrap: flip(release.wrap) }, context),
      () =>
        openCustodianRelease(
          recipient,
          { ...release, ephemeralPublicKey: toBase64url(createOneOffKey().publicKey) },
          context,
        ),
      () => openCustodianRelease(recipient, { ...release, ephemeralPublicKey: 'AAAA' }, context),
    ]
    for (const attempt of cases) {
      await expect(attempt()).rejects.toMatchObject({ code: 'CUSTODIAN_FAILED' })
    }
  })
})

/**
 * A fixed vector the server's node:crypto custodian checks too: RFC 7748's two keys as the
 * custodian (c) and the frame's one-off key (e), two more for the release (f, the custodian's
 * one-off key; r, the frame's recipient key), RK = 00..1f, IV = 00..0b. The wrap and the release
 * strings below were made with node:crypto (diffieHellman, hkdfSync, aes-256-gcm).
 */
describe('custodian vector', () => {
  const c = oneOffOf('0x77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a')
  const e = oneOffOf('0x5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb')
  const f = oneOffOf('0xa546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4')
  const r = oneOffOf('0x4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d')
  const rk = Uint8Array.from({ length: 32 }, (_, i) => i)
  const vectorContext = { address: '0x00000000000000000000000000000000000000AA', userId: 'user-1' }
  const custodianKey = {
    keyId: 'MAyclgO5Kks57TlYv5JAEQ',
    publicKey: toBase64url(c.publicKey),
  }
  const wrap =
    'v1.AAECAwQFBgcICQoL.6BgbI1iDNiEzHQ6pyA-bryRVvVEgBR_Fw8Uac0OVeo65GrtVOFhrPiaubtq-fz9Q'
  const release =
    'v1.AAECAwQFBgcICQoL.neEc5UQIjGPocuO-R4fm1I_20W4oPUoXPBf9yV2HWBqFkVU8dIKmfrqDYSaNcSOp'

  it('derives the written keys', () => {
    expect(bytesToHex(c.publicKey)).toBe(
      '0x8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a',
    )
    expect(bytesToHex(e.publicKey)).toBe(
      '0xde9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f',
    )
    expect(custodianKeyId(c.publicKey)).toBe(custodianKey.keyId)
    expect(bytesToHex(custodianWrapKek(e, c.publicKey))).toBe(
      '0xb2a7d7b74db3efcf752a3b88eeed195d556d95b1018b6ad63c92a56fe5525bb4',
    )
    expect(bytesToHex(custodianReleaseKek(r, f.publicKey))).toBe(
      '0x59cdea097f6882a069cfa2ed2edd3abf876e1384104dcb2f0c7277a03877f4ac',
    )
  })

  it('opens the wrap and the release node:crypto made, and the custodian opens the frame’s', async () => {
    const kek = custodianWrapKek(e, c.publicKey)
    const aad = recoveryAssociatedData(vectorContext, 'custodian')
    expect(aad).toBe(
      'foyer-recovery-v1:0x00000000000000000000000000000000000000aa:user-1:custodian',
    )
    expect(await openBytes(kek, wrap, aad)).toEqual(rk)
    const released = await openCustodianRelease(
      r,
      { ephemeralPublicKey: toBase64url(f.publicKey), wrap: release },
      vectorContext,
    )
    expect(released).toEqual(rk)
    const method = await wrapForCustodian(rk, custodianKey, vectorContext, e)
    expect(method.ephemeralPublicKey).toBe(toBase64url(e.publicKey))
    expect(await createFakeCustodian(c.privateKey).openWrap(method, vectorContext)).toEqual(rk)
  })
})
