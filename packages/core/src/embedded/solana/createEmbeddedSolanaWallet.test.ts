// @vitest-environment node
// (Node: @solana/kit signs with its WebCrypto, which takes only its own realm's byte arrays.)
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
  signTransaction,
  verifySignature,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../errors/walletErrors'
import { devSolana } from '../../networks/devChains'
import type { Network } from '../../networks/network'
import { solanaDevnet } from '../../networks/solanaNetworks'
import { createStore } from '../../store/createStore'
import { createScriptedFrame } from '../../testing/scriptedFrame'
import type { EmbeddedUserState } from '../embeddedConnector'
import { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet'
import { EMBEDDED_SOLANA_WALLET_NAME } from './embeddedSolanaConstants'

/** The dev SVM (`npm start`'s Solana chain) on its default URL. */
const devSvm = devSolana
const devnet: Network = {
  ...solanaDevnet,
  rpcUrls: { default: { http: ['https://devnet.example/rpc'] } },
}

type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const base58 = getBase58Decoder()
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The frame's key stands in as a key of the test's own: the answers are real signatures. */
async function setup(active: Network | undefined = devSvm) {
  const key = await generateKeyPairSigner()
  const frame = createScriptedFrame()
  const user = createStore<EmbeddedUserState>({})
  const wallet = createEmbeddedSolanaWallet({
    call: frame.call,
    user,
    networks: [devSvm, devnet],
    network: () => active,
  })
  const features = wallet.features as Features
  return {
    key,
    frame,
    user,
    wallet,
    features,
    signIn: () => user.set({ solanaAddress: key.address }),
  }
}

/** A SOL transfer from `from`, compiled and wire-encoded, unsigned. */
async function transfer(from: KeyPairSigner, lamports = 1_000_000n) {
  const to = (await generateKeyPairSigner()).address
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: base58.decode(new Uint8Array(32).fill(7)) as never,
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: to, amount: lamports }),
        m,
      ),
  )
  const unsigned = compileTransaction(message)
  return {
    unsigned,
    bytes: new Uint8Array(getTransactionEncoder().encode(unsigned)),
    signed: await signTransaction([from.keyPair], unsigned),
  }
}

async function verifies(address: string, signature: Uint8Array, bytes: Uint8Array) {
  return verifySignature(
    await getPublicKeyFromAddress(address as never),
    signature as SignatureBytes,
    bytes,
  )
}

const accountOf = (wallet: Wallet) => wallet.accounts[0] as WalletAccount

describe('createEmbeddedSolanaWallet', () => {
  it('is a Wallet Standard Solana wallet whose account is the signed-in visitor’s Solana address', async () => {
    const t = await setup()
    expect(t.wallet.name).toBe(EMBEDDED_SOLANA_WALLET_NAME)
    expect(t.wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(t.wallet.chains).toEqual(['solana:localnet', 'solana:devnet'])
    expect(Object.keys(t.wallet.features).sort()).toEqual(
      [
        'solana:signAndSendTransaction',
        'solana:signMessage',
        'solana:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ].sort(),
    )
    expect(t.wallet.accounts).toEqual([])
    // Nobody signed in: no account to connect.
    await expect(t.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    t.signIn()
    const { accounts } = await t.features['standard:connect'].connect()
    expect(accounts).toHaveLength(1)
    const [account] = accounts as [WalletAccount]
    expect(account.address).toBe(t.key.address)
    // Its public key is the address's 32 bytes (no key material: the frame keeps the key).
    expect(base58.decode(account.publicKey as Uint8Array)).toBe(t.key.address)
    expect(account.features).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
    // The same object while the address is the same.
    expect(t.wallet.accounts[0]).toBe(account)
    expect(t.frame.calls).toEqual([])
  })

  it('tells `change` listeners when the visitor signs in and out', async () => {
    const t = await setup()
    const seen: (readonly WalletAccount[] | undefined)[] = []
    const listener: StandardEventsListeners['change'] = ({ accounts }) => seen.push(accounts)
    const stop = t.features['standard:events'].on('change', listener)
    t.signIn()
    t.user.set({ email: 'ada@example.com' })
    t.user.set({ solanaAddress: undefined })
    stop()
    t.signIn()
    expect(seen.map((accounts) => accounts?.map((account) => account.address))).toEqual([
      [t.key.address],
      [],
    ])
  })

  it('signMessage: one solana_signMessage on the active network, the signature as bytes', async () => {
    const t = await setup()
    t.signIn()
    const message = new TextEncoder().encode('Hello from Foyer')
    t.frame.answer('RPC_REQUEST', {
      signature: base58.decode(await signBytes(t.key.keyPair.privateKey, message)),
    })
    const [output] = await t.features['solana:signMessage'].signMessage({
      account: accountOf(t.wallet),
      message,
    })
    expect(t.frame.payloads('RPC_REQUEST')).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: base58.decode(message), pubkey: t.key.address },
        chainId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ])
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(await verifies(t.key.address, output?.signature as Uint8Array, message)).toBe(true)
  })

  it('a refusal in the frame’s card is the kit’s rejection (code 4001)', async () => {
    const t = await setup()
    t.signIn()
    t.frame.fail('RPC_REQUEST', 'USER_REJECTED')
    const error = await t.features['solana:signMessage']
      .signMessage({ account: accountOf(t.wallet), message: new Uint8Array([1, 2, 3]) })
      .catch((caught: unknown) => caught)
    expect(isUserRejection(error)).toBe(true)
    expect(error).toMatchObject({ code: 4001, data: { code: 'USER_REJECTED' } })
  })

  it('signTransaction: one transaction is solana_signTransaction, several one solana_signAllTransactions', async () => {
    const t = await setup()
    t.signIn()
    const one = await transfer(t.key)
    t.frame.answer('RPC_REQUEST', {
      signature: base58.decode(one.signed.signatures[t.key.address] as Uint8Array),
      transaction: getBase64EncodedWireTransaction(one.signed),
    })
    const [signed] = await t.features['solana:signTransaction'].signTransaction({
      account: accountOf(t.wallet),
      transaction: one.bytes,
      chain: 'solana:devnet',
    })
    expect(t.frame.payloads('RPC_REQUEST')[0]).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: base64(one.bytes) },
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      rpcUrl: 'https://devnet.example/rpc',
    })
    expect(base64(signed?.signedTransaction as Uint8Array)).toBe(
      getBase64EncodedWireTransaction(one.signed),
    )

    const two = await transfer(t.key, 2n)
    t.frame.answer('RPC_REQUEST', {
      transactions: [one.signed, two.signed].map(getBase64EncodedWireTransaction),
    })
    const outputs = await t.features['solana:signTransaction'].signTransaction(
      { account: accountOf(t.wallet), transaction: one.bytes },
      { account: accountOf(t.wallet), transaction: two.bytes },
    )
    expect(t.frame.payloads('RPC_REQUEST')[1]).toMatchObject({
      method: 'solana_signAllTransactions',
      params: { transactions: [base64(one.bytes), base64(two.bytes)] },
      chainId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
    })
    expect(outputs.map((output) => base64(output.signedTransaction as Uint8Array))).toEqual(
      [one.signed, two.signed].map(getBase64EncodedWireTransaction),
    )
  })

  it('signAndSendTransaction: sent by the frame on the chain named, with its options; the signature as bytes', async () => {
    const t = await setup()
    t.signIn()
    const { bytes, signed } = await transfer(t.key)
    const signature = signed.signatures[t.key.address] as Uint8Array
    t.frame.answer('RPC_REQUEST', { signature: base58.decode(signature) })
    const [output] = await t.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: accountOf(t.wallet),
      transaction: bytes,
      chain: 'solana:localnet',
      options: { preflightCommitment: 'confirmed', skipPreflight: false, maxRetries: 2 },
    })
    expect(t.frame.payloads('RPC_REQUEST')).toEqual([
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64(bytes),
          options: { preflightCommitment: 'confirmed', skipPreflight: false, maxRetries: 2 },
        },
        chainId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ])
    expect(output?.signature).toEqual(signature)
  })

  it('refuses before the frame: an unknown commitment, another account, a chain the dapp lacks, a bad answer', async () => {
    const t = await setup()
    t.signIn()
    const { bytes } = await transfer(t.key)
    const account = accountOf(t.wallet)
    const send = t.features['solana:signAndSendTransaction']
    await expect(
      send.signAndSendTransaction({
        account,
        transaction: bytes,
        chain: 'solana:localnet',
        options: { preflightCommitment: 'soon' as never },
      }),
    ).rejects.toMatchObject({ code: -32602, data: { code: 'INVALID_METHOD_PARAMS' } })
    const other = { ...account, address: (await generateKeyPairSigner()).address }
    await expect(
      t.features['solana:signMessage'].signMessage({ account: other, message: bytes }),
    ).rejects.toMatchObject({ code: 'WRONG_ACCOUNT' })
    await expect(
      send.signAndSendTransaction({ account, transaction: bytes, chain: 'solana:mainnet' }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(t.frame.calls).toEqual([])
    // An answer outside the protocol is no signature.
    t.frame.answer('RPC_REQUEST', { signature: 'not base58!' } as never)
    await expect(
      send.signAndSendTransaction({ account, transaction: bytes, chain: 'solana:localnet' }),
    ).rejects.toMatchObject({ code: 'ERROR_OCCURRED' })
  })

  it('a request that names no chain goes to the solana namespace’s active network', async () => {
    const t = await setup(devnet)
    t.signIn()
    t.frame.answer('RPC_REQUEST', { signature: base58.decode(new Uint8Array(64).fill(1)) })
    await t.features['solana:signMessage'].signMessage({
      account: accountOf(t.wallet),
      message: new Uint8Array([104, 105]),
    })
    expect(t.frame.payloads('RPC_REQUEST')[0]).toMatchObject({
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      rpcUrl: 'https://devnet.example/rpc',
    })
  })
})
