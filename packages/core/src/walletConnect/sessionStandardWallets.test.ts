import { signBip322 } from '@foyer/devchain/bitcoin'
import { BITCOIN_TESTNET_CHAIN, FoyerError } from '@foyer/protocol'
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
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createBip122Adapter } from '../namespaces/bip122/bip122Adapter'
import { bitcoinStandardTestWallet } from '../namespaces/bip122/testing/bitcoinStandardTestWallet'
import { verifyBip322 } from '../namespaces/bip122/testing/verifyBip322'
import { createSolanaAdapter } from '../namespaces/solana/solanaAdapter'
import { bitcoinTestnet } from '../networks/bitcoinNetworks'
import { solanaDevnet } from '../networks/solanaNetworks'
import { sessionBitcoinWallet } from './sessionBitcoinWallet'
import { sessionSolanaWallet, withSignature } from './sessionSolanaWallet'
import { cachedSessionStandardWallets, sessionStandardWallets } from './sessionStandardWallets'
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

describe('the session wallets offered again (reconnect, session_update)', () => {
  const OTHER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

  it('keep the connection while the topic and accounts are the same', async () => {
    const remote = await remoteWallet()
    const { sessionWallets, solana, bip122 } = setUp()
    const walletsOf = cachedSessionStandardWallets(remote.request)
    const session = { topic: 'topic-1', ...remote.session }
    sessionWallets.set(walletsOf(session))
    const first = sessionWallets.get()
    await solana.connect(SESSION_WALLET_UIDS.solana as string)
    await bip122.connect(SESSION_WALLET_UIDS.bip122 as string)
    // The same session offered twice (wagmi's reconnect calls connect again).
    sessionWallets.set(walletsOf(session))
    // A session_update: a new object, the same accounts (another order, another eip155 one).
    sessionWallets.set(
      walletsOf({
        topic: 'topic-1',
        namespaces: {
          ...remote.session.namespaces,
          eip155: { accounts: ['eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
        },
      }),
    )
    expect(sessionWallets.get()).toEqual(first)
    expect(sessionWallets.get().every((wallet, index) => wallet === first[index])).toBe(true)
    expect(solana.account.get()).toMatchObject({
      status: 'connected',
      address: remote.signer.address,
    })
    expect(bip122.account.get().status).toBe('connected')
  })

  it('are new wallets when the accounts or the session change: the old connection ends', async () => {
    const remote = await remoteWallet()
    const { sessionWallets, solana, bip122 } = setUp()
    const walletsOf = cachedSessionStandardWallets(remote.request)
    sessionWallets.set(walletsOf({ topic: 'topic-1', ...remote.session }))
    await solana.connect(SESSION_WALLET_UIDS.solana as string)
    await bip122.connect(SESSION_WALLET_UIDS.bip122 as string)
    const [solanaBefore, bitcoinBefore] = sessionWallets.get()
    sessionWallets.set(
      walletsOf({
        topic: 'topic-1',
        namespaces: {
          ...remote.session.namespaces,
          solana: { accounts: [`${SOL_CHAIN}:${OTHER}`] },
        },
      }),
    )
    const [solanaAfter, bitcoinAfter] = sessionWallets.get()
    expect(solanaAfter).not.toBe(solanaBefore)
    expect(solanaAfter?.accounts.map((account) => account.address)).toEqual([OTHER])
    expect(solana.account.get().status).toBe('disconnected')
    // Bitcoin's accounts did not change: its wallet and connection stand.
    expect(bitcoinAfter).toBe(bitcoinBefore)
    expect(bip122.account.get().status).toBe('connected')
    await solana.connect(SESSION_WALLET_UIDS.solana as string)
    expect(solana.account.get()).toMatchObject({ status: 'connected', address: OTHER })
    // Another session (a new pairing) with the same accounts: new wallets.
    sessionWallets.set(
      walletsOf({
        topic: 'topic-2',
        namespaces: {
          ...remote.session.namespaces,
          solana: { accounts: [`${SOL_CHAIN}:${OTHER}`] },
        },
      }),
    )
    expect(sessionWallets.get()[1]).not.toBe(bitcoinBefore)
    expect(solana.account.get().status).toBe('disconnected')
    // The session ends: none.
    expect(walletsOf(undefined)).toEqual([])
  })
})

type SolanaFeatures = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

describe("the session's Solana wallet refuses before asking the wallet", () => {
  const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  function wallet(answer: unknown = {}) {
    const calls: { chainId: string; method: string; params: unknown }[] = []
    const built = sessionSolanaWallet(
      [{ chainId: SOL_CHAIN, address: ADDRESS }],
      async (chainId, method, params) => {
        calls.push({ chainId, method, params })
        return answer
      },
    ) as Wallet
    const features = built.features as unknown as SolanaFeatures
    const account = built.accounts[0] as Wallet['accounts'][number]
    return { features, account, calls }
  }
  const transaction = new Uint8Array([1, ...new Uint8Array(64), 1, 0, 0, 1, ...new Uint8Array(32)])
  const signature64 = getBase58Decoder().decode(new Uint8Array(64).fill(3))

  it('a chain the account is not on in the session (UNSUPPORTED_CHAIN), never another one', async () => {
    const { features, account, calls } = wallet({ signature: signature64 })
    await expect(
      features[SolanaSignTransaction].signTransaction({
        account,
        transaction,
        chain: 'solana:mainnet',
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    await expect(
      features[SolanaSignAndSendTransaction].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:mainnet',
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    await expect(
      features[SolanaSignMessage].signMessage({
        account: { ...account, address: '11111111111111111111111111111112' },
        message: new Uint8Array([1]),
      }),
    ).rejects.toBeInstanceOf(FoyerError)
    expect(calls).toEqual([])
  })

  it('an unknown preflight commitment (INVALID_METHOD_PARAMS); a known one is sent', async () => {
    const { features, account, calls } = wallet({ signature: signature64 })
    await expect(
      features[SolanaSignAndSendTransaction].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:devnet',
        options: { preflightCommitment: 'bogus' as never },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_METHOD_PARAMS' })
    expect(calls).toEqual([])
    const [output] = await features[SolanaSignAndSendTransaction].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:devnet',
      options: { preflightCommitment: 'confirmed', skipPreflight: true },
    })
    expect(output?.signature).toEqual(new Uint8Array(64).fill(3))
    expect(calls).toMatchObject([
      {
        chainId: SOL_CHAIN,
        method: 'solana_signAndSendTransaction',
        params: { sendOptions: { preflightCommitment: 'confirmed', skipPreflight: true } },
      },
    ])
  })

  it('a signature that is not 64 bytes is a bad answer (RPC_BAD_ANSWER)', async () => {
    const short = getBase58Decoder().decode(new Uint8Array(63).fill(3))
    const { features, account } = wallet({ signature: short })
    await expect(
      features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 'RPC_BAD_ANSWER' })
    await expect(
      features[SolanaSignAndSendTransaction].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: 'RPC_BAD_ANSWER' })
    await expect(
      features[SolanaSignTransaction].signTransaction({ account, transaction }),
    ).rejects.toMatchObject({ code: 'RPC_BAD_ANSWER' })
  })
})

describe("the session's Bitcoin wallet", () => {
  it('refuses a message that is not UTF-8 (INVALID_METHOD_PARAMS) before asking the wallet', async () => {
    const calls: unknown[] = []
    const built = sessionBitcoinWallet(
      [{ chainId: BITCOIN_TESTNET_CHAIN, address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' }],
      async (...call) => {
        calls.push(call)
        return { signature: 'aa' }
      },
    ) as Wallet
    const sign = built.features['bitcoin:signMessage'] as {
      signMessage(
        ...inputs: { account: Wallet['accounts'][number]; message: Uint8Array }[]
      ): Promise<unknown>
    }
    const account = built.accounts[0] as Wallet['accounts'][number]
    await expect(
      sign.signMessage({ account, message: new Uint8Array([0x48, 0xff, 0xfe]) }),
    ).rejects.toMatchObject({ code: 'INVALID_METHOD_PARAMS' })
    expect(calls).toEqual([])
    await sign.signMessage({ account, message: new TextEncoder().encode('Héllo') })
    expect(calls).toMatchObject([[BITCOIN_TESTNET_CHAIN, 'signMessage', { message: 'Héllo' }]])
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
    // A signature of another length is never written into the slot.
    for (const bad of [signature.slice(0, 63), new Uint8Array(65)]) {
      expect(() =>
        withSignature(wire, getBase58Encoder().encode(payer.address) as Uint8Array, bad),
      ).toThrow(expect.objectContaining({ code: 'RPC_BAD_ANSWER' }))
    }
  })
})
