import { DEV_NAMES_GATEWAY_SIGNER, type EnsDeployment, namesGatewayUrl } from '@foyer/protocol'
import type { Address } from 'viem'
import { namesDeployerAccount } from '../accounts/testAccounts'
import {
  foyerEnsRegistryAbi,
  foyerEnsRegistryBytecode,
} from '../contracts/foyerEnsRegistryArtifact'
import {
  foyerOffchainResolverAbi,
  foyerOffchainResolverBytecode,
} from '../contracts/foyerOffchainResolverArtifact'
import {
  foyerUniversalResolverAbi,
  foyerUniversalResolverBytecode,
} from '../contracts/foyerUniversalResolverArtifact'
import { deployerSession } from './deployerSession'
import {
  ENS_REGISTRY_NONCE,
  OFFCHAIN_RESOLVER_NONCE,
  UNIVERSAL_RESOLVER_NONCE,
} from './devContractAddress'
import { ensureDeployed } from './ensureDeployed'
import {
  ENS_REGISTRY_LABEL,
  OFFCHAIN_RESOLVER_LABEL,
  readEnsRegistry,
  readOffchainResolver,
  readUniversalResolver,
  UNIVERSAL_RESOLVER_LABEL,
} from './readEnsContracts'
import { syncEnsRecord, syncGateway } from './syncEnsRecords'

/** The reverse names (`<address>.addr.reverse`, `<address>.<coin type>.reverse`) live here. */
export const REVERSE_ZONE = 'reverse'

export interface DeployEnsOptions {
  chainId: number
  rpcUrl: string
  /** The API's public URL: the gateway is `<it>/v1/names/ccip/{sender}/{data}.json`. */
  publicApiUrl: string
  /** The names zone (NAMES_ZONE), e.g. `foyer.id`. */
  zone: string
  /** The address of the gateway's signing key (default: the dev key's). */
  gatewaySigner?: Address
}

const ZONE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * Deploys the ENS contracts with the names deployer (its nonces 0 to 2: registry, offchain
 * resolver, Universal Resolver), then registers the zone and `reverse` with the offchain
 * resolver and points that at the gateway. Idempotent like the other dev contracts: what is in
 * place costs no transaction; a gateway URL, signer or zone that changed is corrected.
 */
export async function deployEns({
  chainId,
  rpcUrl,
  publicApiUrl,
  zone,
  gatewaySigner = DEV_NAMES_GATEWAY_SIGNER,
}: DeployEnsOptions): Promise<EnsDeployment> {
  if (!ZONE.test(zone) || zone === REVERSE_ZONE || zone.endsWith(`.${REVERSE_ZONE}`)) {
    throw new Error(
      `The names zone "${zone}" is not a lowercase DNS name such as foyer.id (nor under reverse)`,
    )
  }
  const session = deployerSession(chainId, rpcUrl, namesDeployerAccount)
  const { client } = session
  const gatewayUrl = namesGatewayUrl(publicApiUrl)
  const registry = await ensureDeployed(session, ENS_REGISTRY_NONCE, ENS_REGISTRY_LABEL, (wallet) =>
    wallet.deployContract({ abi: foyerEnsRegistryAbi, bytecode: foyerEnsRegistryBytecode }),
  )
  await readEnsRegistry(client, chainId, registry)
  const resolverAddress = await ensureDeployed(
    session,
    OFFCHAIN_RESOLVER_NONCE,
    OFFCHAIN_RESOLVER_LABEL,
    (wallet) =>
      wallet.deployContract({
        abi: foyerOffchainResolverAbi,
        bytecode: foyerOffchainResolverBytecode,
        args: [gatewayUrl, gatewaySigner],
      }),
  )
  const resolver = await readOffchainResolver(client, chainId, resolverAddress)
  const universalResolver = await ensureDeployed(
    session,
    UNIVERSAL_RESOLVER_NONCE,
    UNIVERSAL_RESOLVER_LABEL,
    (wallet) =>
      wallet.deployContract({
        abi: foyerUniversalResolverAbi,
        bytecode: foyerUniversalResolverBytecode,
        args: [registry],
      }),
  )
  await readUniversalResolver(client, chainId, universalResolver, registry)

  await syncGateway(session, resolver, gatewayUrl, gatewaySigner)
  await syncEnsRecord(session, registry, zone, resolver.address)
  await syncEnsRecord(session, registry, REVERSE_ZONE, resolver.address)
  return {
    registry,
    offchainResolver: resolver.address,
    universalResolver,
    zone,
    gatewayUrl,
    gatewaySigner,
  }
}
