import { describe, expect, it } from 'vitest'
import { deployerAccount, testAddresses } from '../accounts/testAccounts'
import {
  foyerCollectibleAbi,
  foyerCollectibleBytecode,
} from '../contracts/foyerCollectibleArtifact'
import { deployArtifact, deploySource } from '../test/deploySource'
import { clientFor, testChain } from '../test/testChain'
import { DEV_COLLECTIBLES } from './devCollectibles'
import { readCollectible } from './readCollectible'

const BASE = 'http://localhost:8787/dev/collectibles/31337/'

describe('readCollectible', () => {
  it("reads the deployer's collection back, with its base URI", async () => {
    const anvil = await testChain()
    await clientFor(anvil).setBalance({ address: deployerAccount.address, value: 10n ** 18n })
    const { address } = await deployArtifact(anvil, foyerCollectibleAbi, foyerCollectibleBytecode, {
      account: deployerAccount,
      args: [DEV_COLLECTIBLES.name, DEV_COLLECTIBLES.symbol, BASE, [], 0n],
    })
    expect(await readCollectible(clientFor(anvil), 31337, address, DEV_COLLECTIBLES)).toEqual({
      address,
      name: 'Foyer Collectibles',
      symbol: 'FOYC',
      baseUri: BASE,
    })
  })

  it('refuses a collection with another name', async () => {
    const anvil = await testChain()
    await clientFor(anvil).setBalance({ address: deployerAccount.address, value: 10n ** 18n })
    const { address } = await deployArtifact(anvil, foyerCollectibleAbi, foyerCollectibleBytecode, {
      account: deployerAccount,
      args: ['Other', 'FOYC', BASE, [], 0n],
    })
    await expect(
      readCollectible(clientFor(anvil), 31337, address, DEV_COLLECTIBLES),
    ).rejects.toThrow(
      `The contract at ${address} on chain 31337 is not FOYC (found the collection "Other" ("FOYC")); reset this chain's state to redeploy`,
    )
  })

  it('refuses the collection when another account owns it', async () => {
    const anvil = await testChain()
    const { address } = await deployArtifact(anvil, foyerCollectibleAbi, foyerCollectibleBytecode, {
      args: [DEV_COLLECTIBLES.name, DEV_COLLECTIBLES.symbol, BASE, [], 0n],
    })
    await expect(
      readCollectible(clientFor(anvil), 31337, address, DEV_COLLECTIBLES),
    ).rejects.toThrow(`is not FOYC (found one owned by ${testAddresses[0]})`)
  })

  it('refuses a contract that says it is no ERC-721', async () => {
    const anvil = await testChain()
    const { address } = await deploySource(
      anvil,
      'NotNft',
      `contract NotNft {
        string public name = "Foyer Collectibles";
        string public symbol = "FOYC";
        string public baseURI = "";
        address public owner = msg.sender;
        function supportsInterface(bytes4) external pure returns (bool) { return false; }
      }`,
    )
    await expect(
      readCollectible(clientFor(anvil), 31337, address, DEV_COLLECTIBLES),
    ).rejects.toThrow('is not FOYC (found no ERC-721 collection)')
  })

  it('refuses an address without code', async () => {
    const anvil = await testChain()
    await expect(
      readCollectible(clientFor(anvil), 31337, deployerAccount.address, DEV_COLLECTIBLES),
    ).rejects.toThrow('is not FOYC (found no ERC-721 collection)')
  })
})
