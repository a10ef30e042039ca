import { join } from 'node:path'
import {
  DEV_ENS_CONTRACTS,
  DEV_NAMES_GATEWAY_SIGNER,
  devCollectiblesBaseUri,
} from '@foyer/protocol'
import { createWalletClient, http, parseEther, parseUnits, stringToHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployerAccount, testAccounts, testAddresses } from '../accounts/testAccounts'
import { foyerCollectibleAbi } from '../contracts/foyerCollectibleArtifact'
import { foyerPriceOracleAbi } from '../contracts/foyerPriceOracleArtifact'
import { foyerTokenAbi, foyerTokenBytecode } from '../contracts/foyerTokenArtifact'
import { tempDir } from '../test/tempDir'
import { activity, clientFor, testChain } from '../test/testChain'
import { accountAbstractionAddresses } from './deployAccountAbstraction'
import { deployDevContracts } from './deployDevContracts'
import { swapAddresses } from './deploySwap'
import { swapV3Addresses } from './deploySwapV3'
import { devCollectibleIds } from './devCollectibles'
import { COLLECTIBLE_NONCE, devContractAddress, PRICE_ORACLE_NONCE } from './devContractAddress'
import { devPairs } from './devPairs'
import { devPoolsV3 } from './devPoolsV3'
import { DEV_TOKENS } from './devTokens'

const API = 'http://localhost:8787'
const options = (rpcUrl: string, publicApiUrl = API) => ({ chainId: 31337, rpcUrl, publicApiUrl })
const usd = stringToHex('usd', { size: 32 })
const eur = stringToHex('eur', { size: 32 })

describe('deployDevContracts', () => {
  it('deploys the tokens, the price oracle and the collection at nonces 0 to 3', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    expect(deployment).toEqual({
      chainId: 31337,
      rpcUrl: anvil.rpcUrl,
      tokens: [
        { address: devContractAddress(0), name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
        { address: devContractAddress(1), name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
      ],
      priceOracle: devContractAddress(PRICE_ORACLE_NONCE),
      collectibles: [
        {
          address: devContractAddress(COLLECTIBLE_NONCE),
          name: 'Foyer Collectibles',
          symbol: 'FOYC',
          baseUri: 'http://localhost:8787/dev/collectibles/31337/',
        },
      ],
      ens: {
        ...DEV_ENS_CONTRACTS,
        zone: 'foyer.id',
        gatewayUrl: 'http://localhost:8787/v1/names/ccip/{sender}/{data}.json',
        gatewaySigner: DEV_NAMES_GATEWAY_SIGNER,
      },
      smartAccounts: accountAbstractionAddresses(deployerAccount.address),
      swap: {
        ...swapAddresses(deployerAccount.address),
        v3: swapV3Addresses(swapAddresses(deployerAccount.address).weth),
      },
    })
    // Four deployments, six prices and SOL's two (the base URI came with the constructor), the five ERC-4337
    // contracts through the CREATE2 factory and the paymaster's signer, the three Uniswap V2
    // contracts, and three pairs created and minted; the three Uniswap V3 contracts and the
    // liquidity helper, and three pools created, initialised and minted.
    expect((await activity(anvil)).nonce).toBe(40)
  })

  it('funds every test account with 10,000 of each token', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    const client = clientFor(anvil)
    for (const token of deployment.tokens) {
      const contract = { address: token.address, abi: foyerTokenAbi } as const
      for (const holder of testAddresses) {
        expect(
          await client.readContract({ ...contract, functionName: 'balanceOf', args: [holder] }),
        ).toBe(10_000n * 10n ** BigInt(token.decimals))
      }
      // The test accounts' 100,000, and what the dev pools were credited (seedDevPools, V3 too).
      const pools = await Promise.all(
        [...(await devPairs(client, deployment)), ...(await devPoolsV3(client, deployment))].map(
          (pair) => client.readContract({ ...contract, functionName: 'balanceOf', args: [pair] }),
        ),
      )
      expect(await client.readContract({ ...contract, functionName: 'totalSupply' })).toBe(
        100_000n * 10n ** BigInt(token.decimals) + pools.reduce((sum, held) => sum + held, 0n),
      )
    }
  })

  it('sets the dev prices in usd and eur, with 8 decimals', async () => {
    const anvil = await testChain()
    const { priceOracle, tokens } = await deployDevContracts(options(anvil.rpcUrl))
    if (!priceOracle) throw new Error('no price oracle')
    const client = clientFor(anvil)
    const oracle = { address: priceOracle, abi: foyerPriceOracleAbi } as const
    const price = (asset: `0x${string}`, currency: `0x${string}`) =>
      client.readContract({ ...oracle, functionName: 'priceOf', args: [asset, currency] })
    const [fusd, foy] = tokens.map((token) => token.address)
    if (!fusd || !foy) throw new Error('no tokens')
    expect(await client.readContract({ ...oracle, functionName: 'decimals' })).toBe(8)
    expect(await client.readContract({ ...oracle, functionName: 'owner' })).toBe(
      deployerAccount.address,
    )
    expect(await price(zeroAddress, usd)).toBe(3000_00000000n)
    expect(await price(zeroAddress, eur)).toBe(2760_00000000n)
    expect(await price(fusd, usd)).toBe(1_00000000n)
    expect(await price(fusd, eur)).toBe(92_000000n)
    expect(await price(foy, usd)).toBe(parseUnits('0.25', 8))
    expect(await price(foy, eur)).toBe(23_000000n)
    expect(await price(foy, stringToHex('gbp', { size: 32 }))).toBe(0n)
  })

  it('mints 3 collectibles to each test account, with token URIs under the API', async () => {
    const anvil = await testChain()
    const { collectibles } = await deployDevContracts(options(anvil.rpcUrl))
    const address = collectibles?.[0]?.address
    if (!address) throw new Error('no collection')
    const client = clientFor(anvil)
    const nft = { address, abi: foyerCollectibleAbi } as const
    for (const [holder, ids] of devCollectibleIds(testAddresses)) {
      expect(ids).toHaveLength(3)
      expect(await client.readContract({ ...nft, functionName: 'balanceOf', args: [holder] })).toBe(
        3n,
      )
      for (const id of ids) {
        expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [id] })).toBe(
          holder,
        )
      }
    }
    expect(await client.readContract({ ...nft, functionName: 'tokenURI', args: [30n] })).toBe(
      'http://localhost:8787/dev/collectibles/31337/30',
    )
  })

  it('does nothing the second time and returns the same deployment', async () => {
    const anvil = await testChain()
    const first = await deployDevContracts(options(anvil.rpcUrl))
    const before = await activity(anvil)
    expect(await deployDevContracts(options(anvil.rpcUrl))).toEqual(first)
    expect(await activity(anvil)).toEqual(before)
  })

  it('points the collection at another API address with one transaction', async () => {
    const anvil = await testChain()
    await deployDevContracts(options(anvil.rpcUrl))
    const before = await activity(anvil)
    const moved = await deployDevContracts(options(anvil.rpcUrl, 'https://api.example.com'))
    const baseUri = devCollectiblesBaseUri('https://api.example.com', 31337)
    expect(moved.collectibles?.[0]?.baseUri).toBe(baseUri)
    expect((await activity(anvil)).nonce).toBe(before.nonce + 1)
    const tokenUri = await clientFor(anvil).readContract({
      address: devContractAddress(COLLECTIBLE_NONCE),
      abi: foyerCollectibleAbi,
      functionName: 'tokenURI',
      args: [7n],
    })
    expect(tokenUri).toBe(`${baseUri}7`)
    const settled = await activity(anvil)
    await deployDevContracts(options(anvil.rpcUrl, 'https://api.example.com'))
    expect(await activity(anvil)).toEqual(settled)
  })

  it('corrects a price that differs from the dev price, and only that one', async () => {
    const anvil = await testChain()
    const { priceOracle } = await deployDevContracts(options(anvil.rpcUrl))
    if (!priceOracle) throw new Error('no price oracle')
    const deployer = createWalletClient({ account: deployerAccount, transport: http(anvil.rpcUrl) })
    const client = clientFor(anvil)
    const hash = await deployer.writeContract({
      chain: null,
      address: priceOracle,
      abi: foyerPriceOracleAbi,
      functionName: 'setPrice',
      args: [zeroAddress, eur, 1n],
    })
    await client.waitForTransactionReceipt({ hash })
    const before = await activity(anvil)
    await deployDevContracts(options(anvil.rpcUrl))
    expect((await activity(anvil)).nonce).toBe(before.nonce + 1)
    const price = await client.readContract({
      address: priceOracle,
      abi: foyerPriceOracleAbi,
      functionName: 'priceOf',
      args: [zeroAddress, eur],
    })
    expect(price).toBe(2760_00000000n)
  })

  it('finds its contracts on a chain resumed from the state file, with balances kept', async () => {
    const stateFile = join(await tempDir('foyer-deploy'), 'anvil.json')
    const first = await testChain({ stateFile })
    const deployed = await deployDevContracts(options(first.rpcUrl))
    const [fusd] = deployed.tokens
    const collection = deployed.collectibles?.[0]?.address
    if (!fusd || !collection) throw new Error('no FUSD or collection')
    const [, holder, receiver] = testAccounts
    if (!holder || !receiver) throw new Error('no test accounts')
    const sender = createWalletClient({ account: holder, transport: http(first.rpcUrl) })
    const client = clientFor(first)
    for (const hash of [
      await sender.writeContract({
        chain: null,
        address: fusd.address,
        abi: foyerTokenAbi,
        functionName: 'transfer',
        args: [receiver.address, 5_000_000n],
      }),
      await sender.writeContract({
        chain: null,
        address: collection,
        abi: foyerCollectibleAbi,
        functionName: 'transferFrom',
        args: [holder.address, receiver.address, 4n],
      }),
    ]) {
      await client.waitForTransactionReceipt({ hash })
    }
    await first.stop()

    const second = await testChain({ stateFile })
    const before = await activity(second)
    expect(await deployDevContracts(options(second.rpcUrl))).toEqual({
      ...deployed,
      rpcUrl: second.rpcUrl,
    })
    expect(await activity(second)).toEqual(before)
    const resumed = clientFor(second)
    expect(
      await resumed.readContract({
        address: fusd.address,
        abi: foyerTokenAbi,
        functionName: 'balanceOf',
        args: [receiver.address],
      }),
    ).toBe(10_005_000_000n)
    expect(
      await resumed.readContract({
        address: collection,
        abi: foyerCollectibleAbi,
        functionName: 'ownerOf',
        args: [4n],
      }),
    ).toBe(receiver.address)
  })

  it('adds the price oracle and the collection to a chain that has only the tokens', async () => {
    const anvil = await testChain()
    const client = clientFor(anvil)
    // What the deployer of the tokens alone left on a chain: its nonces 0 and 1.
    await client.setBalance({ address: deployerAccount.address, value: parseEther('10') })
    const deployer = createWalletClient({ account: deployerAccount, transport: http(anvil.rpcUrl) })
    for (const token of DEV_TOKENS) {
      const hash = await deployer.deployContract({
        chain: null,
        abi: foyerTokenAbi,
        bytecode: foyerTokenBytecode,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          [...testAddresses],
          token.amountPerAccount * 10n ** BigInt(token.decimals),
        ],
      })
      await client.waitForTransactionReceipt({ hash })
    }
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    expect(deployment.tokens.map((token) => token.address)).toEqual([
      devContractAddress(0),
      devContractAddress(1),
    ])
    expect(deployment.priceOracle).toBe(devContractAddress(PRICE_ORACLE_NONCE))
    expect(deployment.collectibles?.[0]?.address).toBe(devContractAddress(COLLECTIBLE_NONCE))
  })

  it('refuses a node whose chain id is not the configured one', async () => {
    const anvil = await testChain()
    await expect(deployDevContracts({ ...options(anvil.rpcUrl), chainId: 1 })).rejects.toThrow(
      `${anvil.rpcUrl} is chain 31337, not the configured chain 1`,
    )
  })

  it('refuses another contract sitting at a token address', async () => {
    const anvil = await testChain()
    const address = devContractAddress(0)
    await clientFor(anvil).setCode({ address, bytecode: '0x00' })
    await expect(deployDevContracts(options(anvil.rpcUrl))).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FUSD (found no token); reset this chain's state to redeploy`,
    )
  })

  it('refuses another contract sitting at the price oracle address, deploying nothing after it', async () => {
    const anvil = await testChain()
    const address = devContractAddress(PRICE_ORACLE_NONCE)
    await clientFor(anvil).setCode({ address, bytecode: '0x00' })
    await expect(deployDevContracts(options(anvil.rpcUrl))).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FoyerPriceOracle (found no price oracle)`,
    )
    expect((await activity(anvil)).nonce).toBe(2)
  })

  it('refuses another contract sitting at the collection address, setting no price', async () => {
    const anvil = await testChain()
    const address = devContractAddress(COLLECTIBLE_NONCE)
    await clientFor(anvil).setCode({ address, bytecode: '0x00' })
    await expect(deployDevContracts(options(anvil.rpcUrl))).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FOYC (found no ERC-721 collection)`,
    )
    expect((await activity(anvil)).nonce).toBe(3)
  })

  it('refuses to deploy when the deployer already used the nonce of a missing contract', async () => {
    const anvil = await testChain()
    const client = clientFor(anvil)
    await client.setBalance({ address: deployerAccount.address, value: parseEther('1') })
    const hash = await client.sendTransaction({
      account: deployerAccount,
      chain: null,
      to: deployerAccount.address,
    })
    await client.waitForTransactionReceipt({ hash })
    await expect(deployDevContracts(options(anvil.rpcUrl))).rejects.toThrow(
      `Cannot deploy FUSD on chain 31337 at ${devContractAddress(0)}: the deployer ${deployerAccount.address} has nonce 1, expected 0`,
    )
  })
})
