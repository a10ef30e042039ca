import { signBip322 } from '@foyer/devchain/bitcoin'
import { BITCOIN_TESTNET_CHAIN } from '@foyer/protocol'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  signBytes,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { createBip122Adapter } from '../namespaces/bip122/bip122Adapter'
import { bitcoinStandardTestWallet } from '../namespaces/bip122/testing/bitcoinStandardTestWallet'
import { verifyBip322 } from '../namespaces/bip122/testing/verifyBip322'
import { createSolanaAdapter } from '../namespaces/solana/solanaAdapter'
import { bitcoinTestnet } from '../networks/bitcoinNetworks'
import { solanaDevnet } from '../networks/solanaNetworks'
import { withSignature } from './sessionSolanaWallet'
import { sessionStandardWallets } from './sessionStandardWallets'
import { createSessionWallets, SESSION_WALLET_UIDS } from './sessionWallets'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const SOL_CHAIN = solanaDevnet.caipNetworkId
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A wallet at the other end of the session: signs what the dapp's requests carry. */
async function remoteWallet() {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))
  const bitcoin = bitcoinStandardTestWallet({ network: 'testnet', ordinals: false })
  const calls: { chainId: string; method: string; params: unknown }[] = []
  const request = async (chainId: string, method: string, params: unknown) => {
    calls.push({ chainId, method, params })
    const p = params as Record<string, string>
    if (method === 'solana_signMessage') {
      const message = getBase58Encoder().encode(p.message as string) as Uint8Array
      // Node's WebCrypto wants its own realm's bytes (the test environment is jsdom).
      const signature = await signBytes(signer.keyPair.privateKey, Buffer.from(message))
      return { signature: getBase58Decoder().decode(signature) }
    }
    if (method === 'signMessage') {
      return {
        address: p.address,
        signature: toHex(signBip322(bitcoin.keys.payment, p.message as string)),
      }
    }
    throw new Error(`unexpected ${method}`)
  }
  const session = {
    namespaces: {
      eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      solana: { accounts: [`${SOL_CHAIN}:${signer.address}`] },
      bip122: { accounts: [`${BITCOIN_TESTNET_CHAIN}:${bitcoin.keys.payment.address}`] },
    },
  }
  return { signer, bitcoin, calls, request, session }
}

function setUp() {
  const sessionWallets = createSessionWallets()
  const registry = sessionWallets.registry(getWallets())
  const solana = createSolanaAdapter({ networks: [solanaDevnet], registry })
  const bip122 = createBip122Adapter({ networks: [bitcoinTestnet], registry })
  cleanups.push(solana.release, bip122.release)
  return { sessionWallets, solana, bip122 }
}

describe('the session wallets', () => {
  it("offer the session's Solana account to the solana adapter, which signs through the session", async () => {
    const remote = await remoteWallet()
    const { sessionWallets, solana } = setUp()
    sessionWallets.set(sessionStandardWallets(remote.session, remote.request))
    await solana.connect(SESSION_WALLET_UIDS.solana as string)
    expect(solana.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'solana',
      address: remote.signer.address,
    })
    const signature = await solana.signMessage('Hello from the dapp')
    expect(remote.calls).toEqual([
      {
        chainId: SOL_CHAIN,
        method: 'solana_signMessage',
        params: {
          message: getBase58Decoder().decode(new TextEncoder().encode('Hello from the dapp')),
          pubkey: remote.signer.address,
        },
      },
    ])
    const verified = await verifySignature(
      remote.signer.keyPair.publicKey,
      signatureBytes(Buffer.from(getBase58Encoder().encode(signature))),
      Buffer.from('Hello from the dapp'),
    )
    expect(verified).toBe(true)
  })

  it('end the connection when the session ends', async () => {
    const remote = await remoteWallet()
    const { sessionWallets, solana } = setUp()
    sessionWallets.set(sessionStandardWallets(remote.session, remote.request))
    await solana.connect(SESSION_WALLET_UIDS.solana as string)
    sessionWallets.set([])
    expect(solana.account.get().status).toBe('disconnected')
    await expect(solana.connect(SESSION_WALLET_UIDS.solana as string)).rejects.toThrow()
  })

  it("offer the session's Bitcoin account to the bip122 adapter: a BIP-322 signature (hex on the wire, base64 out)", async () => {
    const remote = await remoteWallet()
    const { sessionWallets, bip122 } = setUp()
    sessionWallets.set(sessionStandardWallets(remote.session, remote.request))
    await bip122.connect(SESSION_WALLET_UIDS.bip122 as string)
    const payment = remote.bitcoin.keys.payment.address
    expect(bip122.account.get()).toMatchObject({ namespace: 'bip122', address: payment })
    const signature = await bip122.signMessage('Sign in to Foyer')
    expect(remote.calls.at(-1)).toEqual({
      chainId: BITCOIN_TESTNET_CHAIN,
      method: 'signMessage',
      params: {
        account: payment,
        address: payment,
        message: 'Sign in to Foyer',
        protocol: 'bip322',
      },
    })
    expect(verifyBip322(payment, 'Sign in to Foyer', signature)).toBe(true)
    expect(verifyBip322(payment, 'Another message', signature)).toBe(false)
  })

  it('are no Connect-view rows: hidden from the adapters, offered by the WalletConnect row', async () => {
    const remote = await remoteWallet()
    const { sessionWallets, solana } = setUp()
    sessionWallets.set(sessionStandardWallets(remote.session, remote.request))
    expect(solana.connectors.get().map((c) => c.uid)).toContain(SESSION_WALLET_UIDS.solana)
    expect(
      sessionWallets
        .hide(solana.connectors)
        .get()
        .map((c) => c.uid),
    ).not.toContain(SESSION_WALLET_UIDS.solana)
    const evm = {
      status: 'connected' as const,
      isConnected: true,
      namespace: 'eip155' as const,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
      chainId: 31337,
      connectorUid: 'wc-uid',
      connectorId: 'walletConnect',
    }
    expect(sessionWallets.row(evm)).toEqual([
      {
        section: 'walletConnect',
        connector: expect.objectContaining({
          uid: 'wc-uid',
          chain: 'eip155',
          alsoIn: [
            { chain: 'solana', uid: SESSION_WALLET_UIDS.solana },
            { chain: 'bip122', uid: SESSION_WALLET_UIDS.bip122 },
          ],
        }),
      },
    ])
    expect(sessionWallets.row({ ...evm, connectorId: 'injected' })).toEqual([])
    sessionWallets.set([])
    expect(sessionWallets.row(evm)).toEqual([])
  })
})

describe('withSignature', () => {
  it("puts a wallet's signature in the signer's slot of a transaction", async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(9))
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 10n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: address('11111111111111111111111111111112'),
            amount: 5n,
          }),
          m,
        ),
    )
    const compiled = compileTransaction(message)
    const wire = getTransactionEncoder().encode(compiled) as Uint8Array
    const signature = await signBytes(payer.keyPair.privateKey, Buffer.from(compiled.messageBytes))
    const signed = withSignature(
      wire,
      getBase58Encoder().encode(payer.address) as Uint8Array,
      signature,
    )
    const decoded = getTransactionDecoder().decode(signed)
    expect(decoded.signatures[payer.address]).toEqual(signature)
    expect(() => withSignature(wire, new Uint8Array(32).fill(1), signature)).toThrow(
      /no signature slot/,
    )
  })
})
