import { type CaipNetworkId, FoyerError } from '@foyer/protocol'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import { base64 } from '../namespaces/bip122/base64'
import { toBitcoinStandardChain } from '../namespaces/bip122/bitcoinChains'
import { BITCOIN_CONNECT } from '../namespaces/bip122/bitcoinWallets'
import { chainsOf, type SessionAccount, sessionAddresses } from './sessionNamespaceAccounts'
import { resultString, SESSION_WALLET_ICON, type SessionRequest } from './sessionRequest'
import { SESSION_WALLET_NAME } from './sessionWallets'

/**
 * The session's Bitcoin accounts as a Wallet Standard wallet with the features the bip122
 * adapter uses: `bitcoin:connect` gives them (as `payment` accounts: WalletConnect names an
 * account by its first external address), `bitcoin:signMessage` and `bitcoin:signTransaction`
 * become the WalletConnect requests `signMessage` (BIP-322) and `signPsbt` (base64, not
 * broadcast), sent for the CAIP-2 chain the account is on.
 */
export function sessionBitcoinWallet(
  accounts: readonly SessionAccount[],
  request: SessionRequest,
): Wallet | undefined {
  const addresses = sessionAddresses(accounts)
  if (addresses.length === 0) return undefined
  const standardOf = (chainId: string) =>
    toBitcoinStandardChain(chainId as CaipNetworkId) ?? chainId
  const chains = [...new Set(accounts.map((account) => standardOf(account.chainId)))]
  const chainOf = (address: string) => chainsOf(accounts, address)[0] ?? accounts[0]?.chainId ?? ''
  const walletAccounts: WalletAccount[] = addresses.map((address) => ({
    address,
    publicKey: new Uint8Array(),
    chains: chainsOf(accounts, address).map(standardOf) as `${string}:${string}`[],
    features: [BITCOIN_CONNECT, 'bitcoin:signMessage', 'bitcoin:signTransaction'],
    label: 'payment',
  }))
  const features = {
    [BITCOIN_CONNECT]: {
      version: '1.0.0',
      connect: async () => ({ accounts: walletAccounts }),
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: () => () => {},
    } satisfies StandardEventsFeature[typeof StandardEvents],
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const { account, message } of inputs) {
          const result = await request(chainOf(account.address), 'signMessage', {
            account: account.address,
            address: account.address,
            message: utf8(message),
            protocol: 'bip322',
          })
          outputs.push({
            signature: signatureBase64(resultString('signMessage', result, 'signature')),
          })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(
        ...inputs: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
        }[]
      ) {
        const outputs = []
        for (const { psbt, inputsToSign } of inputs) {
          const signer = inputsToSign[0]?.account.address ?? addresses[0] ?? ''
          const result = await request(chainOf(signer), 'signPsbt', {
            account: signer,
            psbt: base64.encode(psbt),
            signInputs: inputsToSign.flatMap(({ account, signingIndexes }) =>
              signingIndexes.map((index) => ({ address: account.address, index })),
            ),
            broadcast: false,
          })
          const signed = base64.decode(resultString('signPsbt', result, 'psbt'))
          if (!signed) throw new Error('The wallet signed a PSBT that is not base64')
          outputs.push({ signedPsbt: signed })
        }
        return outputs
      },
    },
  }
  return {
    version: '1.0.0',
    name: SESSION_WALLET_NAME,
    icon: SESSION_WALLET_ICON,
    chains: chains as `${string}:${string}`[],
    features,
    accounts: walletAccounts,
  }
}

/**
 * A BIP-322 signature as the bip122 adapter hands it out (base64 of the serialized witness):
 * WalletConnect's `signMessage` result is hex; a wallet that answers base64 is taken as is.
 */
export function signatureBase64(signature: string): string {
  const hex = signature.replace(/^0x/, '')
  if (hex.length % 2 === 0 && /^[0-9a-f]+$/i.test(hex)) {
    return base64.encode(
      Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)),
    )
  }
  return signature
}

/** `message` as text (BIP-322 signs a UTF-8 message); bytes that are not UTF-8 are refused. */
function utf8(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    throw new FoyerError('INVALID_METHOD_PARAMS', { details: 'the message is not UTF-8 text' })
  }
}
