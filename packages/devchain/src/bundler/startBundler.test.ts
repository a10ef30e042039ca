import { createServer } from 'node:net'
import { toFoyerSmartAccount } from '@foyer/protocol'
import { createPublicClient, http, parseEther } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, it, onTestFinished } from 'vitest'
import { deployAccountAbstraction } from '../deploy/deployAccountAbstraction'
import { deployerSession } from '../deploy/deployerSession'
import { freePort } from '../process/freePort'
import { clientFor, testChain } from '../test/testChain'
import { startBundler } from './startBundler'

/** A fresh anvil with the ERC-4337 contracts. */
async function chainWithEntryPoint() {
  const anvil = await testChain()
  const deployment = await deployAccountAbstraction(deployerSession(31337, anvil.rpcUrl))
  return { anvil, deployment }
}

describe('startBundler', () => {
  it('serves EntryPoint 0.8 on loopback, bundles a smart account’s first operation, and stops', async () => {
    const { anvil, deployment } = await chainWithEntryPoint()
    const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, port: 0 })
    onTestFinished(() => bundler.stop())
    expect(bundler.chainId).toBe(31337)
    expect(bundler.url).toBe(`http://127.0.0.1:${bundler.port}`)
    // Loopback only: not on another address of this machine.
    await expect(fetch(`http://127.0.0.2:${bundler.port}`, { method: 'POST' })).rejects.toThrow(
      'fetch failed',
    )

    const client = createPublicClient({
      chain: foundry,
      transport: http(anvil.rpcUrl),
      pollingInterval: 50,
    })
    const bundlerClient = createBundlerClient({
      client,
      transport: http(bundler.url),
      pollingInterval: 50,
    })
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([entryPoint08Address])

    // A counterfactual account holding the ETH its first operation pays with.
    const account = await toFoyerSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      entryPoint: deployment.entryPoint,
      factory: deployment.foyerAccountFactory,
    })
    await clientFor(anvil).setBalance({ address: account.address, value: parseEther('1') })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: recipient, value: 7n }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(7n)
    expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)

    await bundler.stop()
    expect(await bundler.exited).toEqual({ code: 0, signal: null })
    await expect(fetch(bundler.url, { method: 'POST' })).rejects.toThrow('fetch failed')
  })

  it('fails with alto’s own error when it cannot listen', async () => {
    const { anvil } = await chainWithEntryPoint()
    const server = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    onTestFinished(() => void server.close())
    await expect(startBundler({ rpcUrl: anvil.rpcUrl, port })).rejects.toThrow(
      new RegExp(
        `alto \\(bundler of chain 31337\\) on http://127.0.0.1:${port} exited before it was ready \\(code \\d\\):\\n[^]*EADDRINUSE`,
      ),
    )
  })

  it('refuses a chain without EntryPoint 0.8, before starting anything', async () => {
    const anvil = await testChain()
    await expect(startBundler({ rpcUrl: anvil.rpcUrl, port: 0 })).rejects.toThrow(
      `Chain 31337 at ${anvil.rpcUrl} has no EntryPoint 0.8 at ${entryPoint08Address}: deploy the dev contracts before starting its bundler`,
    )
  })
})
