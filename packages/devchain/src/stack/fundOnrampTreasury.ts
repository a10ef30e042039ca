import { DEV_ONRAMP_TREASURY } from '@foyer/protocol'
import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  parseEther,
  publicActions,
} from 'viem'

/** The coins the sandbox on-ramp's treasury is given, when it holds less than a tenth of them. */
export const DEV_ONRAMP_TREASURY_BALANCE = parseEther('1000')
/** Whole tokens of each dev token the treasury is given, likewise. */
export const DEV_ONRAMP_TREASURY_TOKENS = 1_000_000n

/** FoyerToken's storage: `totalSupply` in slot 2, `balanceOf` the mapping at slot 3. */
const TOTAL_SUPPLY_SLOT = 2n
const BALANCES_SLOT = 3n

const balanceSlot = (holder: Address) =>
  keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCES_SLOT]),
  )

/**
 * Funds the sandbox on-ramp's treasury on a dev chain (the API's dev key, index 107 of the test
 * mnemonic, unless told): DEV_ONRAMP_TREASURY_BALANCE with `anvil_setBalance`, and
 * DEV_ONRAMP_TREASURY_TOKENS of each dev token (FoyerToken: no mint after deployment) written
 * into its `balanceOf` slot with `anvil_setStorageAt`, `totalSupply` raised by the same. No
 * transaction: no test account's history shows it; the deliveries themselves are real
 * transfers. Each only when the treasury holds less than a tenth. Answers whether it changed
 * anything. Dev stack only: a real chain's operator funds ONRAMP_SANDBOX_KEY (docs/deploy.md).
 */
export async function fundOnrampTreasury(
  rpcUrl: string,
  tokens: readonly { address: Address; decimals: number }[],
  treasury: Address = DEV_ONRAMP_TREASURY,
): Promise<boolean> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  let changed = false
  if ((await client.getBalance({ address: treasury })) < DEV_ONRAMP_TREASURY_BALANCE / 10n) {
    await client.setBalance({ address: treasury, value: DEV_ONRAMP_TREASURY_BALANCE })
    changed = true
  }
  for (const token of tokens) {
    const target = DEV_ONRAMP_TREASURY_TOKENS * 10n ** BigInt(token.decimals)
    const read = (functionName: 'totalSupply' | 'balanceOf', args: [] | [Address]) =>
      client.readContract({ address: token.address, abi: erc20Abi, functionName, args } as never)
    const held = (await read('balanceOf', [treasury])) as bigint
    if (held >= target / 10n) continue
    const supply = (await read('totalSupply', [])) as bigint
    const word = (value: bigint) => numberToHex(value, { size: 32 })
    await client.setStorageAt({
      address: token.address,
      index: balanceSlot(treasury),
      value: word(target),
    })
    await client.setStorageAt({
      address: token.address,
      index: numberToHex(TOTAL_SUPPLY_SLOT, { size: 32 }),
      value: word(supply - held + target),
    })
    changed = true
  }
  return changed
}
