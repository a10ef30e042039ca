import {
  type ChainDeployment,
  DEFAULT_NAMES_ZONE,
  devCollectiblesBaseUri,
  type TokenDeployment,
} from '@foyer/protocol'
import type { Address } from 'viem'
import { testAddresses } from '../accounts/testAccounts'
import {
  foyerCollectibleAbi,
  foyerCollectibleBytecode,
} from '../contracts/foyerCollectibleArtifact'
import {
  foyerPriceOracleAbi,
  foyerPriceOracleBytecode,
} from '../contracts/foyerPriceOracleArtifact'
import { foyerTokenAbi, foyerTokenBytecode } from '../contracts/foyerTokenArtifact'
import { solOraclePrices } from '../solana/devSolanaPrices'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { deployEns } from './deployEns'
import { deployerSession } from './deployerSession'
import { deploySwap } from './deploySwap'
import { deploySwapV3, v3LiquidityAddress } from './deploySwapV3'
import { DEV_COLLECTIBLES } from './devCollectibles'
import { COLLECTIBLE_NONCE, PRICE_ORACLE_NONCE } from './devContractAddress'
import { DEV_PRICES } from './devPrices'
import { DEV_TOKENS } from './devTokens'
import { ensureDeployed } from './ensureDeployed'
import { oraclePrices } from './oraclePrices'
import { placeMulticall3 } from './placeMulticall3'
import { readCollectible } from './readCollectible'
import { PRICE_ORACLE_LABEL, readPriceOracle } from './readPriceOracle'
import { readToken } from './readToken'
import { seedDevPools } from './seedDevPools'
import { seedDevPoolsV3 } from './seedDevPoolsV3'
import { syncBaseUri } from './syncBaseUri'
import { syncPrices } from './syncPrices'

export interface DeployDevContractsOptions {
  chainId: number
  rpcUrl: string
  /** The API's public URL: the collection's metadata is at `<it>/dev/collectibles/<chainId>/`. */
  publicApiUrl: string
  /** The names zone registered with the offchain resolver (NAMES_ZONE; default foyer.id). */
  namesZone?: string
  /** The address of the names gateway's signing key (default: the dev key's). */
  namesGatewaySigner?: Address
}

/**
 * Deploys the dev contracts at addresses fixed by the deployer's nonce: the tokens (nonces 0
 * and 1, each funding the test accounts), the FoyerPriceOracle (2) and the FoyerCollectible
 * collection (3, minting to the test accounts); then sets the dev prices and the collection's
 * base URI. Idempotent: contracts already at their address are checked and left alone, prices
 * and a base URI already right cost no transaction, so a chain resumed from its state file keeps
 * its contracts and balances; a resumed chain whose prices or base URI differ is corrected.
 * Then the ENS contracts (names in other apps), by their own deployer: see {@link deployEns};
 * the ERC-4337 contracts at their CREATE2 addresses: see {@link deployAccountAbstraction}; and a
 * Uniswap V2 market with pools at the dev prices: see {@link deploySwap} and {@link seedDevPools};
 * and a Uniswap V3 market over the same WETH with the same pools: see {@link deploySwapV3}; and
 * Multicall3 at its usual address (no transaction): see {@link placeMulticall3}.
 */
export async function deployDevContracts({
  chainId,
  rpcUrl,
  publicApiUrl,
  namesZone = DEFAULT_NAMES_ZONE,
  namesGatewaySigner,
}: DeployDevContractsOptions): Promise<ChainDeployment> {
  const session = deployerSession(chainId, rpcUrl)
  const { client } = session
  const answered = await client.getChainId()
  if (answered !== chainId) {
    throw new Error(`${rpcUrl} is chain ${answered}, not the configured chain ${chainId}`)
  }
  const baseUri = devCollectiblesBaseUri(publicApiUrl, chainId)

  // Every contract first, in nonce order: the addresses never depend on later transactions.
  const tokens: TokenDeployment[] = []
  for (const [nonce, token] of DEV_TOKENS.entries()) {
    const address = await ensureDeployed(session, nonce, token.symbol, (wallet) =>
      wallet.deployContract({
        abi: foyerTokenAbi,
        bytecode: foyerTokenBytecode,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          [...testAddresses],
          token.amountPerAccount * 10n ** BigInt(token.decimals),
        ],
      }),
    )
    tokens.push(await readToken(client, chainId, address, token))
  }
  const oracleAddress = await ensureDeployed(
    session,
    PRICE_ORACLE_NONCE,
    PRICE_ORACLE_LABEL,
    (wallet) =>
      wallet.deployContract({ abi: foyerPriceOracleAbi, bytecode: foyerPriceOracleBytecode }),
  )
  const priceOracle = await readPriceOracle(client, chainId, oracleAddress)
  const collection = DEV_COLLECTIBLES
  const collectionAddress = await ensureDeployed(
    session,
    COLLECTIBLE_NONCE,
    collection.symbol,
    (wallet) =>
      wallet.deployContract({
        abi: foyerCollectibleAbi,
        bytecode: foyerCollectibleBytecode,
        args: [
          collection.name,
          collection.symbol,
          baseUri,
          [...testAddresses],
          BigInt(collection.tokensPerAccount),
        ],
      }),
  )
  const collectible = await readCollectible(client, chainId, collectionAddress, collection)

  // Then what may change between runs.
  await syncPrices(session, priceOracle, oraclePrices(tokens, DEV_PRICES))
  // SOL, for the dev SVM's balances (solana/devSolanaPrices.ts).
  await syncPrices(session, priceOracle, solOraclePrices())
  const synced = await syncBaseUri(session, collectible, baseUri)
  const ens = await deployEns({
    chainId,
    rpcUrl,
    publicApiUrl,
    zone: namesZone,
    ...(namesGatewaySigner ? { gatewaySigner: namesGatewaySigner } : {}),
  })
  // Last: the deployer's CREATE2 transactions never move an address fixed by its nonce.
  const smartAccounts = await deployAccountAbstraction(session)
  const v2 = await deploySwap(session)
  await seedDevPools(session, v2, tokens, DEV_PRICES)
  const v3 = await deploySwapV3(session, v2.weth)
  await seedDevPoolsV3(session, v2, v3, v3LiquidityAddress(v2.weth), tokens, DEV_PRICES)
  const swap = { ...v2, v3 }
  await placeMulticall3(client, rpcUrl)
  return {
    chainId,
    rpcUrl,
    tokens,
    priceOracle,
    collectibles: [
      {
        address: synced.address,
        name: synced.name,
        symbol: synced.symbol,
        baseUri: synced.baseUri,
      },
    ],
    ens,
    smartAccounts,
    swap,
  }
}
