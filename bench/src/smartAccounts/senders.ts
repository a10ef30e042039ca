import { bundlerFeesPerGas, toFoyerSmartAccount } from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  isAddressEqual,
  type LocalAccount,
  publicActions,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import { CALLS_CHAIN_ID, POLL_MS, SEND_TOKEN_UNITS, SEND_WEI } from './settings'
import type { CallsStack } from './startCallsStack'

/** One send, timed from the call to its receipt. */
export interface SendTiming {
  /** Until the node or bundler answered its hash. */
  hashMs: number
  /** Until its receipt (success checked). */
  totalMs: number
  /** HTTP requests the client made for it (every JSON-RPC call is one here). */
  requests: number
  /** The chain transaction that carried it (a bundle's, for a user operation). */
  transactionHash: Hash
}

export interface Sender {
  address: Address
  /** Successful sends so far (the final balance check counts on it). */
  sent: number
  /** Sends one and waits for its receipt; throws unless it succeeded. */
  send(): Promise<SendTiming>
}

/** A transport that counts its requests, with no retry (as the embedded wallet's). */
function countedTransport(url: string) {
  const counter = { requests: 0 }
  const transport = http(url, {
    retryCount: 0,
    fetchFn: (input, init) => {
      counter.requests++
      return fetch(input, init)
    },
  })
  return { counter, transport }
}

function devChain(url: string) {
  return defineChain({
    id: CALLS_CHAIN_ID,
    name: 'Dev chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
}

/**
 * A plain EOA: viem's wallet client with a local account (`sendTransaction` signs here and sends
 * `eth_sendRawTransaction`; nonce, gas and fees read from the node), then
 * `waitForTransactionReceipt`, all against `nodeUrl`. Each send moves SEND_WEI to `receiver`.
 */
export function eoaSender(account: LocalAccount, nodeUrl: string, receiver: Address): Sender {
  const { counter, transport } = countedTransport(nodeUrl)
  const wallet = createWalletClient({
    account,
    chain: devChain(nodeUrl),
    transport,
    pollingInterval: POLL_MS,
  }).extend(publicActions)
  const sender: Sender = {
    address: account.address,
    sent: 0,
    async send() {
      const before = counter.requests
      const started = performance.now()
      const hash = await wallet.sendTransaction({ to: receiver, value: SEND_WEI })
      const hashMs = performance.now() - started
      const receipt = await wallet.waitForTransactionReceipt({ hash })
      const totalMs = performance.now() - started
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
      sender.sent++
      return { hashMs, totalMs, requests: counter.requests - before, transactionHash: hash }
    },
  }
  return sender
}

/**
 * A FoyerAccount owned by `owner`, as the embedded wallet builds it: the public client on the
 * API's node route, the bundler client on its bundler route, the paymaster client on its paymaster
 * route (ERC-7677: stub data, estimate, final data). Each send is one `sendUserOperation` of two
 * calls (SEND_WEI to `receiver`, and an ERC-20 `transfer` of SEND_TOKEN_UNITS of `token`), then
 * `waitForUserOperationReceipt`; it throws unless the operation succeeded with the paymaster paying.
 */
export async function smartAccountSender(
  stack: CallsStack,
  owner: LocalAccount,
  receiver: Address,
  token: Address,
): Promise<Sender> {
  const node = countedTransport(stack.nodeUrl)
  const bundlerTransport = countedTransport(stack.bundlerUrl)
  const paymasterTransport = countedTransport(stack.paymasterUrl)
  const chain = devChain(stack.nodeUrl)
  const client = createPublicClient({ chain, transport: node.transport, pollingInterval: POLL_MS })
  const account: SmartAccount = await toFoyerSmartAccount({
    client,
    owner,
    entryPoint: stack.smartAccounts.entryPoint,
    factory: stack.smartAccounts.foyerAccountFactory,
  })
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport: bundlerTransport.transport,
    paymaster: createPaymasterClient({ transport: paymasterTransport.transport }),
    userOperation: { estimateFeesPerGas: bundlerFeesPerGas },
    pollingInterval: POLL_MS,
  })
  const requests = () =>
    node.counter.requests + bundlerTransport.counter.requests + paymasterTransport.counter.requests
  const calls = [
    { to: receiver, value: SEND_WEI },
    {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, SEND_TOKEN_UNITS],
      }),
    },
  ]
  const sender: Sender = {
    address: account.address,
    sent: 0,
    async send() {
      const before = requests()
      const started = performance.now()
      const hash = await bundler.sendUserOperation({ calls })
      const hashMs = performance.now() - started
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
      const totalMs = performance.now() - started
      if (!receipt.success) throw new Error(`User operation ${hash} reverted`)
      if (!receipt.paymaster || !isAddressEqual(receipt.paymaster, stack.smartAccounts.paymaster)) {
        throw new Error(`User operation ${hash} was not paid by the paymaster`)
      }
      sender.sent++
      return {
        hashMs,
        totalMs,
        requests: requests() - before,
        transactionHash: receipt.receipt.transactionHash,
      }
    },
  }
  return sender
}
