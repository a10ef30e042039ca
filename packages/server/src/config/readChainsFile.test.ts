import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../test/tempDir'
import { readChainsFile } from './readChainsFile'

const USDC = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
}

async function file(content: unknown): Promise<string> {
  const path = join(await tempDir('chains-file'), 'chains.json')
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

describe('readChainsFile', () => {
  it('reads each chain’s token list and optional rpcUrl', async () => {
    const path = await file({
      '1': { tokens: [USDC] },
      '8453': { rpcUrl: 'https://base.example/rpc' },
    })
    expect(readChainsFile(path)).toEqual([
      { chainId: 1, rpcUrl: undefined, tokens: [USDC] },
      { chainId: 8453, rpcUrl: 'https://base.example/rpc', tokens: [] },
    ])
  })

  it("reads a chain's smart account contracts, and refuses them incomplete", async () => {
    const smartAccounts = {
      entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      foyerAccountFactory: '0xfd8D30fceBcac29f72e75A036b06C3d12f49e0A4',
      paymaster: '0x46CC5C41934B034c3ffa3C084497E57fC7eB5941',
    }
    expect(readChainsFile(await file({ '1': { smartAccounts } }))).toEqual([
      { chainId: 1, rpcUrl: undefined, tokens: [], smartAccounts },
    ])
    const path = await file({ '1': { smartAccounts: { entryPoint: smartAccounts.entryPoint } } })
    expect(() => readChainsFile(path)).toThrow('1.smartAccounts.foyerAccountFactory')
  })

  it("reads a chain's swap router, and refuses one that is no address", async () => {
    const swap = { routerV2: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' }
    expect(readChainsFile(await file({ '1': { swap } }))).toEqual([
      { chainId: 1, rpcUrl: undefined, tokens: [], swap },
    ])
    const path = await file({ '1': { swap: { routerV2: 'uniswap' } } })
    expect(() => readChainsFile(path)).toThrow('1.swap.routerV2')
  })

  it("reads a chain's V3 router and quoter, which go together, and wants some market", async () => {
    const swap = {
      routerV3: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
      quoterV3: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
    }
    expect(readChainsFile(await file({ '1': { swap } }))).toEqual([
      { chainId: 1, rpcUrl: undefined, tokens: [], swap },
    ])
    const alone = await file({ '1': { swap: { routerV3: swap.routerV3 } } })
    expect(() => readChainsFile(alone)).toThrow(
      '1.swap.quoterV3: routerV3 and quoterV3 go together',
    )
    const none = await file({ '1': { swap: {} } })
    expect(() => readChainsFile(none)).toThrow('1.swap: name routerV2, or routerV3 and quoterV3')
  })

  it('names a file it cannot read', () => {
    expect(() => readChainsFile('/nonexistent/chains.json')).toThrow(
      /^cannot read \/nonexistent\/chains\.json: ENOENT/,
    )
  })

  it('names a file that is not JSON', async () => {
    const path = await file('{ "1": ')
    expect(() => readChainsFile(path)).toThrow(`${path} is not JSON: `)
  })

  it.each([
    [[], 'Invalid input: expected record, received array'],
    [{ mainnet: {} }, 'mainnet: expected a chain id (a positive integer) as the key'],
    [{ '999': {} }, '999: Unknown network: 999'],
    [{ '1': { rpcUrl: 'ws://node' } }, '1.rpcUrl: expected an http(s) URL'],
    [{ '1': { tokens: [{ ...USDC, decimals: -1 }] } }, '1.tokens.0.decimals: Too small'],
    [
      { '1': { tokens: [{ ...USDC, address: '0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }] } },
      '1.tokens.0.address: the address has mixed case but not a valid EIP-55 checksum',
    ],
    [
      { '1': { tokens: [USDC, { ...USDC, address: USDC.address.toLowerCase() }] } },
      '1.tokens: each token address may appear only once',
    ],
    [{ '1': { token: [USDC] } }, '1: Unrecognized key: "token"'],
  ])('refuses %j, naming the place and the reason', async (content, message) => {
    const path = await file(content)
    expect(() => readChainsFile(path)).toThrow(`${path} is not a chains file: `)
    expect(() => readChainsFile(path)).toThrow(message)
  })
})
