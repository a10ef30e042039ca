import {
  NATIVE_TOKEN_ADDRESS,
  SWAP_DEADLINE_SECONDS,
  type SwapToken,
  type SwapTransaction,
} from '@foyer/protocol'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  type PublicClient,
} from 'viem'
import type { RegisteredChain } from '../chain/chainRegistry'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'
import { withGasMargin } from './gasMargin'
import { isNative } from './quoteV2'

/**
 * The chain calls the swap providers share: the node's gas estimate, a swap's deadline, the
 * token checks, the router's token list, and the ERC-20 allowance and approve to a spender.
 */
export function swapChainCalls(client: PublicClient) {
  return {
    /** The node's gas estimate (with a margin) for `account` sending `tx`, undefined when it would fail now. */
    estimate: async (account: Address, tx: SwapTransaction) =>
      chainCall(
        async () =>
          withGasMargin(
            await client.estimateGas({
              account,
              to: tx.to,
              data: tx.data as Hex,
              value: BigInt(tx.value),
            }),
          ),
        () => undefined,
      ),

    /** The latest block's time plus SWAP_DEADLINE_SECONDS. */
    deadline: async () => {
      const block = await chainCall(
        () => client.getBlock(),
        () => {
          throw new ApiError(502, 'SWAP_UNAVAILABLE')
        },
      )
      return block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
    },

    /** Refuses the native coin (it needs no approval) and an address with no code. */
    requireToken: async (token: Address) => {
      if (isNative(token)) throw new ApiError(400, 'SWAP_NATIVE_NEEDS_NO_APPROVAL')
      const code = await chainCall(
        () => client.getCode({ address: token }),
        () => undefined,
      )
      if (!code || code === '0x') throw new ApiError(400, 'SWAP_TOKEN_UNKNOWN')
    },

    /** The native coin, the chain's listed tokens and the router's WETH. */
    routerTokens: async (chain: RegisteredChain, weth: Address): Promise<SwapToken[]> => {
      const native: SwapToken = { address: NATIVE_TOKEN_ADDRESS, ...chain.nativeCurrency }
      const listed = chain.tokens.filter(
        (token) => token.address.toLowerCase() !== weth.toLowerCase(),
      )
      return [native, ...listed.map(swapToken), await knownWethToken(client, weth)]
    },

    /** `owner`'s allowance of `token` to `spender` (a token that does not answer is unknown). */
    allowance: async (token: Address, owner: Address, spender: Address) => {
      const allowance = await chainCall(
        () =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, spender],
          }),
        () => {
          throw new ApiError(400, 'SWAP_TOKEN_UNKNOWN')
        },
      )
      return { allowance: allowance.toString(), spender }
    },

    /** The ERC-20 approve of `amount` of `token` to `spender`. */
    buildApprove: (token: Address, spender: Address, amount: bigint) => ({
      tx: {
        to: getAddress(token),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, amount],
        }),
        value: '0',
      },
    }),
  }
}

const swapToken = ({
  address,
  symbol,
  name,
  decimals,
}: RegisteredChain['tokens'][number]): SwapToken => ({ address, symbol, name, decimals })

const wethTokens = new WeakMap<PublicClient, Map<Address, Promise<SwapToken>>>()

/**
 * wethToken, read once per node client and address (a token's symbol, name and decimals do not
 * change; one client holds a handful of routers' WETH); a failed read is not kept.
 */
function knownWethToken(client: PublicClient, address: Address): Promise<SwapToken> {
  let known = wethTokens.get(client)
  if (!known) {
    known = new Map()
    wethTokens.set(client, known)
  }
  let token = known.get(address)
  if (!token) {
    const read = wethToken(client, address)
    read.catch(() => {
      if (known.get(address) === read) known.delete(address)
    })
    known.set(address, read)
    token = read
  }
  return token
}

/** WETH as its contract names itself (a router whose WETH does not answer is misconfigured). */
async function wethToken(client: PublicClient, address: Address): Promise<SwapToken> {
  const [symbol, name, decimals] = await chainCall(
    () =>
      Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]),
    () => {
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: `the router's WETH ${address} is no ERC-20 token`,
      })
    },
  )
  return { address, symbol, name, decimals }
}
