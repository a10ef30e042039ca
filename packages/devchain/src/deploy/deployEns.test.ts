import { DEV_ENS_CONTRACTS, DEV_NAMES_GATEWAY_SIGNER } from '@foyer/protocol'
import { labelhash, namehash, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import { namesDeployerAccount } from '../accounts/testAccounts'
import type { Anvil } from '../anvil/startAnvil'
import { foyerEnsRegistryAbi } from '../contracts/foyerEnsRegistryArtifact'
import { foyerOffchainResolverAbi } from '../contracts/foyerOffchainResolverArtifact'
import { clientFor, revertOf, testChain } from '../test/testChain'
import { deployEns } from './deployEns'
import { namesContractAddress, OFFCHAIN_RESOLVER_NONCE } from './devContractAddress'

const options = (rpcUrl: string, more: { publicApiUrl?: string; zone?: string } = {}) => ({
  chainId: 31337,
  rpcUrl,
  publicApiUrl: 'http://localhost:8787',
  zone: 'foyer.id',
  ...more,
})

async function namesActivity(anvil: Anvil) {
  const client = clientFor(anvil)
  return {
    block: await client.getBlockNumber(),
    nonce: await client.getTransactionCount({ address: namesDeployerAccount.address }),
  }
}

describe('deployEns', () => {
  it('deploys the registry and the resolvers at the fixed addresses, zone and reverse registered', async () => {
    const anvil = await testChain()
    expect(await deployEns(options(anvil.rpcUrl))).toEqual({
      ...DEV_ENS_CONTRACTS,
      zone: 'foyer.id',
      gatewayUrl: 'http://localhost:8787/v1/names/ccip/{sender}/{data}.json',
      gatewaySigner: DEV_NAMES_GATEWAY_SIGNER,
    })
    const client = clientFor(anvil)
    const registry = { address: DEV_ENS_CONTRACTS.registry, abi: foyerEnsRegistryAbi } as const
    for (const name of ['foyer.id', 'reverse']) {
      expect(
        await client.readContract({
          ...registry,
          functionName: 'resolver',
          args: [namehash(name)],
        }),
      ).toBe(DEV_ENS_CONTRACTS.offchainResolver)
    }
    expect(
      await client.readContract({ ...registry, functionName: 'resolver', args: [namehash('id')] }),
    ).toBe('0x0000000000000000000000000000000000000000')
  })

  it('does nothing the second time', async () => {
    const anvil = await testChain()
    const first = await deployEns(options(anvil.rpcUrl))
    const before = await namesActivity(anvil)
    expect(await deployEns(options(anvil.rpcUrl))).toEqual(first)
    expect(await namesActivity(anvil)).toEqual(before)
  })

  it('points the resolver at another API address with one transaction', async () => {
    const anvil = await testChain()
    await deployEns(options(anvil.rpcUrl))
    const before = await namesActivity(anvil)
    const moved = await deployEns(
      options(anvil.rpcUrl, { publicApiUrl: 'https://api.example.com' }),
    )
    expect(moved.gatewayUrl).toBe('https://api.example.com/v1/names/ccip/{sender}/{data}.json')
    expect((await namesActivity(anvil)).nonce).toBe(before.nonce + 1)
    expect(
      await clientFor(anvil).readContract({
        address: DEV_ENS_CONTRACTS.offchainResolver,
        abi: foyerOffchainResolverAbi,
        functionName: 'url',
      }),
    ).toBe(moved.gatewayUrl)
  })

  it('registers another zone when NAMES_ZONE changes', async () => {
    const anvil = await testChain()
    await deployEns(options(anvil.rpcUrl))
    const moved = await deployEns(options(anvil.rpcUrl, { zone: 'names.example.org' }))
    expect(moved.zone).toBe('names.example.org')
    expect(
      await clientFor(anvil).readContract({
        address: DEV_ENS_CONTRACTS.registry,
        abi: foyerEnsRegistryAbi,
        functionName: 'resolver',
        args: [namehash('names.example.org')],
      }),
    ).toBe(DEV_ENS_CONTRACTS.offchainResolver)
  })

  it.each(['Foyer.ID', 'foyer..id', '-foyer.id', 'addr.reverse', 'reverse', ''])(
    'refuses the zone %j',
    async (zone) => {
      await expect(deployEns(options('http://127.0.0.1:9', { zone }))).rejects.toThrow(
        `The names zone "${zone}" is not a lowercase DNS name such as foyer.id (nor under reverse)`,
      )
    },
  )

  it('refuses another contract sitting at the offchain resolver address', async () => {
    const anvil = await testChain()
    const address = namesContractAddress(OFFCHAIN_RESOLVER_NONCE)
    await clientFor(anvil).setCode({ address, bytecode: '0x00' })
    await expect(deployEns(options(anvil.rpcUrl))).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FoyerOffchainResolver (found no offchain resolver)`,
    )
  })

  it('lets only the root owner register names in the registry', async () => {
    const anvil = await testChain()
    await deployEns(options(anvil.rpcUrl))
    const client = clientFor(anvil)
    const stranger = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const failure = await revertOf(
      client.simulateContract({
        account: stranger,
        address: DEV_ENS_CONTRACTS.registry,
        abi: foyerEnsRegistryAbi,
        functionName: 'setSubnodeOwner',
        args: [zeroHash, labelhash('eth'), stranger],
      }),
    )
    expect(failure.errorName).toBe('NotAuthorised')
  })

  it('lets only its owner move the resolver to another gateway', async () => {
    const anvil = await testChain()
    await deployEns(options(anvil.rpcUrl))
    const failure = await revertOf(
      clientFor(anvil).simulateContract({
        account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        address: DEV_ENS_CONTRACTS.offchainResolver,
        abi: foyerOffchainResolverAbi,
        functionName: 'setGateway',
        args: ['https://evil.example/{sender}/{data}.json', DEV_NAMES_GATEWAY_SIGNER],
      }),
    )
    expect(failure.errorName).toBe('NotOwner')
  })
})
