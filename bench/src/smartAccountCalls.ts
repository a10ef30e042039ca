import { TEST_MNEMONIC, testAccounts } from '@foyer/devchain'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { median, ms } from './format'
import { isMain } from './isMain'
import { percentile } from './relay/percentile'
import type { SmartAccountCallsResult, ThroughputRun } from './smartAccounts/results'
import { eoaSender, type Sender, smartAccountSender } from './smartAccounts/senders'
import {
  LATENCY_SENDS,
  POLL_MS,
  SEND_TOKEN_UNITS,
  SEND_WEI,
  SENDS_PER_ACCOUNT,
  THROUGHPUT_ACCOUNTS,
  THROUGHPUT_ROUNDS,
  WARMUP_SENDS,
} from './smartAccounts/settings'
import { type CallsStack, startCallsStack } from './smartAccounts/startCallsStack'
import { smartAccountCallsTable } from './smartAccounts/table'
import { perSecond, runThroughput } from './smartAccounts/throughput'

export type { SmartAccountCallsResult } from './smartAccounts/results'
export { smartAccountCallsTable }

/**
 * Keys of the test mnemonic nothing else uses (anvil funds 0–9; the dev stack uses 100–105): the
 * EOAs, the smart accounts' owners, and the two receivers (empty at the start).
 */
const DIRECT_EOA_INDEX = 199
const EOA_INDEX = 200
const OWNER_INDEX = 300
const EOA_RECEIVER_INDEX = 400
const SMART_RECEIVER_INDEX = 401

/** What each sender is given before any send (anvil_setBalance: no transaction). */
const SENDER_ETH = parseEther('100')
/** Token units each smart account gets (by transfer from test account 0), far more than it sends. */
const SMART_ACCOUNT_TOKENS = 1_000_000n

const account = (addressIndex: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex })

/**
 * Issue 20: a smart account's batched calls against a plain transaction, in one run on one anvil
 * (automine) with one alto bundler and the API in this process (startCallsStack).
 * 1. Latency: LATENCY_SENDS steps, each sending, one after the other, a plain EOA transfer
 *    straight to anvil, the same through the API's node route (the baseline), and a sponsored
 *    two-call user operation (a native and an ERC-20 transfer) from a deployed FoyerAccount
 *    through the API's node, bundler and paymaster routes; each timed from the call to its receipt.
 * 2. Throughput: THROUGHPUT_ROUNDS rounds, each running THROUGHPUT_ACCOUNTS EOAs, then as many
 *    smart accounts (the order swapped every round), each account sending SENDS_PER_ACCOUNT times
 *    through the API, each send awaiting its receipt, all accounts at once: sends/s = included
 *    sends ÷ wall time.
 * Every send must succeed (each operation paid by the dev paymaster), and the receivers must end
 * with exactly what was sent, else this throws.
 */
export async function smartAccountCallsBench(): Promise<SmartAccountCallsResult> {
  const stack = await startCallsStack()
  try {
    const token = stack.deployment.tokens[0]?.address
    if (!token) throw new Error('The dev chain has no token')
    const eoaReceiver = account(EOA_RECEIVER_INDEX).address
    const smartReceiver = account(SMART_RECEIVER_INDEX).address
    const direct = eoaSender(account(DIRECT_EOA_INDEX), stack.rpcUrl, eoaReceiver)
    const eoas = Array.from({ length: THROUGHPUT_ACCOUNTS }, (_, i) =>
      eoaSender(account(EOA_INDEX + i), stack.nodeUrl, eoaReceiver),
    )
    const smart = await Promise.all(
      Array.from({ length: THROUGHPUT_ACCOUNTS }, (_, i) =>
        smartAccountSender(stack, account(OWNER_INDEX + i), smartReceiver, token),
      ),
    )
    await fund(
      stack,
      [direct, ...eoas, ...smart].map((sender) => sender.address),
      smart.map((sender) => sender.address),
      token,
    )
    // Each account's first operation deploys it: untimed, all at once.
    await Promise.all(smart.map((sender) => sender.send()))

    const [eoa, smartAccount] = [eoas[0], smart[0]]
    if (!eoa || !smartAccount) throw new Error('No accounts')
    const latency: SmartAccountCallsResult['latency'] = { eoaDirect: [], eoa: [], smartAccount: [] }
    for (let step = 0; step < WARMUP_SENDS + LATENCY_SENDS; step++) {
      const sends = {
        eoaDirect: await direct.send(),
        eoa: await eoa.send(),
        smartAccount: await smartAccount.send(),
      }
      if (step < WARMUP_SENDS) continue
      latency.eoaDirect.push(sends.eoaDirect)
      latency.eoa.push(sends.eoa)
      latency.smartAccount.push(sends.smartAccount)
    }
    for (const [name, sends] of [
      ['EOA straight to anvil', latency.eoaDirect],
      ['EOA through the API', latency.eoa],
      ['smart account through the API', latency.smartAccount],
    ] as const) {
      const total = sends.map((send) => send.totalMs).sort((a, b) => a - b)
      console.log(
        `${name}: send → receipt median ${ms(median(total))}, p95 ${ms(percentile(total, 0.95))} ` +
          `(poll ${POLL_MS} ms)`,
      )
    }

    const throughput: SmartAccountCallsResult['throughput'] = { eoa: [], smartAccount: [] }
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      const phases = [
        ['eoa', eoas],
        ['smartAccount', smart],
      ] as const
      for (const [kind, senders] of round % 2 === 0 ? phases : [...phases].reverse()) {
        const run = await runThroughput(senders, SENDS_PER_ACCOUNT, stack)
        throughput[kind].push(run)
        console.log(
          `round ${round + 1} ${kind === 'eoa' ? 'EOA transactions' : 'user operations'}: ` +
            `${perSecond(run).toFixed(1)}/s (${run.sends} in ${ms(run.ms)}, ` +
            `${run.chainTransactions} chain transactions; send → receipt median ${ms(run.medianMs)}; ` +
            `CPU ${cpuShares(run)})`,
        )
      }
    }

    await checkReceived(stack, token, {
      eoaReceiver,
      eoaSends: [direct, ...eoas],
      smartReceiver,
      smartSends: smart,
    })
    return { latency, throughput }
  } finally {
    await stack.close()
  }
}

/** CPU time per wall time of the phase, by process. */
function cpuShares(run: ThroughputRun): string {
  const share = (value: number) => `${Math.round((value / run.ms) * 100)}%`
  return `bench ${share(run.cpuMs.bench)}, alto ${share(run.cpuMs.bundler)}, anvil ${share(run.cpuMs.anvil)}`
}

/** Gives every sender SENDER_ETH and every smart account SMART_ACCOUNT_TOKENS of `token`. */
async function fund(
  stack: CallsStack,
  senders: readonly Address[],
  smartAccounts: readonly Address[],
  token: Address,
): Promise<void> {
  const test = createTestClient({ mode: 'anvil', transport: http(stack.rpcUrl) })
  for (const address of senders) await test.setBalance({ address, value: SENDER_ETH })
  const holder = testAccounts[0]
  if (!holder) throw new Error('No test account 0')
  const wallet = createWalletClient({
    account: holder,
    transport: http(stack.rpcUrl),
    pollingInterval: POLL_MS,
  }).extend(publicActions)
  for (const address of smartAccounts) {
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, SMART_ACCOUNT_TOKENS],
      chain: null,
    })
    const receipt = await wallet.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Funding ${address} reverted`)
  }
}

/** Throws unless each receiver holds exactly what the successful sends moved to it. */
async function checkReceived(
  stack: CallsStack,
  token: Address,
  sent: {
    eoaReceiver: Address
    eoaSends: readonly Sender[]
    smartReceiver: Address
    smartSends: readonly Sender[]
  },
): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(stack.rpcUrl) }).extend(
    publicActions,
  )
  const count = (senders: readonly Sender[]) =>
    BigInt(senders.reduce((sum, sender) => sum + sender.sent, 0))
  const tokens = (address: Address) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const found = {
    eoaWei: await client.getBalance({ address: sent.eoaReceiver }),
    smartWei: await client.getBalance({ address: sent.smartReceiver }),
    smartTokens: await tokens(sent.smartReceiver),
  }
  const expected = {
    eoaWei: count(sent.eoaSends) * SEND_WEI,
    smartWei: count(sent.smartSends) * SEND_WEI,
    smartTokens: count(sent.smartSends) * SEND_TOKEN_UNITS,
  }
  if (JSON.stringify(found, bigints) !== JSON.stringify(expected, bigints)) {
    throw new Error(
      `The receivers hold ${JSON.stringify(found, bigints)}, expected ${JSON.stringify(expected, bigints)}`,
    )
  }
}

function bigints(_: string, value: unknown): unknown {
  return typeof value === 'bigint' ? String(value) : value
}

if (isMain(import.meta.url)) {
  console.log(`\n${smartAccountCallsTable(await smartAccountCallsBench())}`)
}
