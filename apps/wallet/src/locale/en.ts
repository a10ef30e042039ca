import type { LocaleTable } from '@foyer/protocol'
import type { UriProblem } from '../uri/parseWalletConnectUri'

const name = (method: string) =>
  (en.methodNames as Readonly<Record<string, string>>)[method] ?? method

/** Every string the wallet page shows, in English; each translation has its keys and arguments. */
export const en = {
  /** People's names for the JSON-RPC methods (others show as they are). */
  methodNames: {
    personal_sign: 'Sign message',
    eth_signTypedData_v4: 'Sign typed data',
    eth_sendTransaction: 'Send transaction',
    wallet_switchEthereumChain: 'Switch network',
    eth_accounts: 'Accounts',
    eth_chainId: 'Chain id',
    solana_signMessage: 'Sign Solana message',
    solana_signTransaction: 'Sign Solana transaction',
    solana_signAllTransactions: 'Sign Solana transactions',
    solana_signAndSendTransaction: 'Sign and send Solana transaction',
    signMessage: 'Sign Bitcoin message',
    signPsbt: 'Sign Bitcoin transaction (PSBT)',
    getAccountAddresses: 'Bitcoin addresses',
  },
  title: 'Foyer wallet',
  intro:
    'A reference WalletConnect wallet holding the public anvil test keys. Use it with local dev chains only.',
  // Relay status
  relayHeading: 'Relay',
  relayConnecting: (url: string) => `Connecting to the relay at ${url}…`,
  relayReady: (url: string) => `Connected to the relay at ${url}.`,
  relayFailed: (url: string, reason: string) =>
    `Could not start with the relay at ${url}: ${reason}`,
  relaySlow: (url: string) => `The relay at ${url} does not answer yet; still trying.`,
  relayLost: (url: string) => `Lost the connection to the relay at ${url}; reconnecting…`,
  // Account and network
  accountHeading: 'Account',
  activeAccount: 'Active account',
  accountOption: (index: number, address: string) => `Account ${index}: ${address}`,
  network: 'Network',
  solanaAccount: 'Solana account',
  bitcoinAccount: 'Bitcoin account (Testnet)',
  networkOption: (name: string, id: number) => `${name} (chain ${id})`,
  // Pairing
  pairHeading: 'Connect to a dapp',
  uriLabel: 'WalletConnect URI',
  uriHelp:
    'Paste the wc: link the dapp shows (copy it from its QR code view), or open this page with ?uri=…',
  pair: 'Pair',
  pairing: 'Pairing…',
  paired: 'Paired. Waiting for the dapp’s connection request…',
  pairFailed: (reason: string) => `Pairing failed: ${reason}`,
  uriProblems: {
    empty: 'Paste a WalletConnect URI first.',
    notWalletConnect: 'This is not a WalletConnect URI: it must start with wc:.',
    oldVersion: 'This is a WalletConnect v1 URI; this wallet speaks v2 only.',
    malformed: 'This WalletConnect URI is incomplete or malformed.',
    expired: 'This WalletConnect URI has expired: ask the dapp for a new one.',
  } satisfies Record<UriProblem, string>,
  timedOut: (seconds: number) => `no answer within ${seconds} s`,
  // Proposals
  proposalsHeading: 'Connection requests',
  proposalTitle: (dapp: string) => `Connection request from ${dapp}`,
  unnamedDapp: 'Unnamed dapp',
  dappUrl: 'Address',
  requiredChains: 'Required chains',
  optionalChains: 'Optional chains',
  methods: 'Methods',
  events: 'Events',
  none: 'none',
  approveConnection: 'Approve connection',
  rejectConnection: 'Reject connection',
  approving: 'Approving…',
  rejecting: 'Rejecting…',
  connected: (dapp: string) => `Connected to ${dapp}.`,
  connectionRejected: (dapp: string) => `Rejected the connection request from ${dapp}.`,
  approveFailed: (reason: string) => `Could not approve the connection: ${reason}`,
  rejectFailed: (reason: string) => `Could not reject the connection: ${reason}`,
  proposalExpired: 'A connection request expired.',
  namespaceProblems: {
    unsupportedNamespaces: (items: string[]) =>
      `The dapp requires ${items.join(', ')}; this wallet holds Ethereum (eip155) accounts only.`,
    unsupportedChains: (items: string[]) =>
      `The dapp requires chains this wallet does not have: ${items.join(', ')}.`,
    unsupportedMethods: (items: string[]) =>
      `The dapp requires methods or events this wallet does not support: ${items.join(', ')}.`,
    noCommonChain: 'The dapp asks for none of this wallet’s chains.',
    sdkRefused: (detail: string) => `The connection cannot be approved: ${detail}`,
  },
  // Requests
  requestsHeading: 'Requests',
  requestTitle: (method: string) => `Request: ${name(method)}`,
  requestFrom: (dapp: string, chain: string) => `From ${dapp} on ${chain}`,
  account: 'Account',
  message: 'Message',
  messageHex: 'Message (hex, not readable text)',
  typedDataType: 'Type',
  typedDataDomain: 'Domain',
  typedData: 'Data',
  from: 'From',
  to: 'To',
  contractCreation: 'New contract',
  value: 'Value',
  ether: (value: string) => `${value} ETH`,
  data: 'Data',
  chain: 'Network',
  switchTo: 'Switch to',
  unknownChain: (id: number | undefined) =>
    id === undefined ? 'an unknown chain' : `chain ${id} (not held)`,
  params: 'Parameters',
  invalidParams: (detail: string) => `These parameters are not valid: ${detail}`,
  unsupportedMethod: 'This wallet does not support this method: approving answers with an error.',
  approveRequest: 'Approve request',
  rejectRequest: 'Reject request',
  working: 'Working…',
  requestDone: (method: string, dapp: string) => `${name(method)} for ${dapp}: done.`,
  requestFailed: (method: string, reason: string) => `${name(method)} failed: ${reason}`,
  requestRejected: (method: string, dapp: string) => `Rejected ${name(method)} from ${dapp}.`,
  requestExpired: 'A request expired before it was answered.',
  respondFailed: (reason: string) => `Could not answer the dapp: ${reason}`,
  // Sessions
  sessionsHeading: 'Connected dapps',
  noSessions: 'No connected dapps.',
  sessionChains: 'Chains',
  sessionAccount: 'Account',
  disconnect: (dapp: string) => `Disconnect ${dapp}`,
  disconnected: (dapp: string) => `Disconnected from ${dapp}.`,
  disconnectFailed: (reason: string) => `Could not disconnect: ${reason}`,
  eventFailed: (event: string, reason: string) => `Could not tell a dapp about ${event}: ${reason}`,
  // Activity
  activityHeading: 'Activity',
  noActivity: 'Nothing yet.',
  sentTransaction: (hash: string) => `Transaction sent: ${hash}`,
  signature: (signature: string) => `Signature: ${signature}`,
  switchedChain: (chain: string) => `Switched to ${chain}.`,
  configError: 'The wallet page is misconfigured',
} as const

/** The wallet's locale table: a translation gives other words of the same shape. */
export type WalletStrings = LocaleTable<typeof en>
