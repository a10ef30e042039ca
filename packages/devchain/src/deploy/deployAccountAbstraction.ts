import { createRequire } from 'node:module'
import type { SmartAccountsDeployment } from '@foyer/protocol'
import { type Address, concat, encodeAbiParameters, type Hex } from 'viem'
import { devPaymasterSigner } from '../accounts/testAccounts'
import { foyerAccountFactoryBytecode } from '../contracts/foyerAccountFactoryArtifact'
import { foyerPaymasterAbi, foyerPaymasterBytecode } from '../contracts/foyerPaymasterArtifact'
import {
  type Creation,
  create2Address,
  ensureCreate2Deployed,
  requireCreate2Deployer,
  ZERO_SALT,
} from './create2Deployment'
import type { DeployerSession } from './deployerSession'

/**
 * The salt eth-infinitism deploys EntryPoint 0.8 with: the npm release's EntryPoint bytecode
 * through the CREATE2 factory lands at the canonical 0x4337084D…Ff108, the address wallets,
 * bundlers (alto tells the version by it) and `Simple7702Account` (which names it) expect.
 */
const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

const require = createRequire(import.meta.url)
const bytecodeOf = (name: string): Hex =>
  (require(`@account-abstraction/contracts/artifacts/${name}.json`) as { bytecode: Hex }).bytecode

/**
 * The SimpleAccount factory and Simple7702Account use the zero salt ({@link ZERO_SALT}), which
 * puts them where permissionless (0x13E9…5944) and viem (0xe6Ca…555B) look for them by default.
 * Ours (the paymaster, the FoyerAccount factory) use it too.
 */
const at = create2Address

/**
 * Each contract's salt and creation code (with its constructor arguments), in deployment order;
 * the paymaster's owner is `owner`. The FoyerAccount factory creates its account implementation
 * in its constructor, so one address (the factory's) pins both.
 */
function creations(owner: Address): Record<keyof SmartAccountsDeployment, Creation> {
  const entryPoint = { salt: ENTRY_POINT_SALT, code: bytecodeOf('EntryPoint') }
  const factoryArgs = encodeAbiParameters([{ type: 'address' }], [at(entryPoint)])
  return {
    entryPoint,
    simpleAccountFactory: {
      salt: ZERO_SALT,
      code: concat([bytecodeOf('SimpleAccountFactory'), factoryArgs]),
    },
    simple7702Account: { salt: ZERO_SALT, code: bytecodeOf('Simple7702Account') },
    paymaster: {
      salt: ZERO_SALT,
      code: concat([
        foyerPaymasterBytecode,
        encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [at(entryPoint), owner]),
      ]),
    },
    foyerAccountFactory: {
      salt: ZERO_SALT,
      code: concat([foyerAccountFactoryBytecode, factoryArgs]),
    },
  }
}

/**
 * Where {@link deployAccountAbstraction} puts the contracts: the same on every chain (the
 * paymaster's for the same owner).
 */
export function accountAbstractionAddresses(owner: Address): SmartAccountsDeployment {
  const { entryPoint, simpleAccountFactory, simple7702Account, paymaster, foyerAccountFactory } =
    creations(owner)
  return {
    entryPoint: at(entryPoint),
    simpleAccountFactory: at(simpleAccountFactory),
    simple7702Account: at(simple7702Account),
    paymaster: at(paymaster),
    foyerAccountFactory: at(foyerAccountFactory),
  }
}

/**
 * Deploys the ERC-4337 contracts through the CREATE2 factory (the session's deployer sends each
 * one transaction, and owns the paymaster), each only when no code is at its address; then names
 * the paymaster's signer. Idempotent: a chain resumed from its state keeps them and costs no
 * transaction.
 */
export async function deployAccountAbstraction(
  session: DeployerSession,
  paymasterSigner: Address = devPaymasterSigner.address,
): Promise<SmartAccountsDeployment> {
  await requireCreate2Deployer(session)
  const owner = session.account.address
  for (const [name, creation] of Object.entries(creations(owner))) {
    await ensureCreate2Deployed(session, name, creation)
  }
  const deployment = accountAbstractionAddresses(owner)
  await syncPaymaster(session, deployment, paymasterSigner)
  return deployment
}

/**
 * The paymaster's signer as it should be; no transaction when it is. Its deposit at the
 * EntryPoint is left to whoever sponsors: the deployment transfers no value (the indexer tests
 * count every native transfer from genesis).
 */
async function syncPaymaster(
  session: DeployerSession,
  { paymaster }: SmartAccountsDeployment,
  signer: Address,
): Promise<void> {
  const { client } = session
  const current = await client.readContract({
    address: paymaster,
    abi: foyerPaymasterAbi,
    functionName: 'signer',
  })
  if (current.toLowerCase() !== signer.toLowerCase()) {
    await session.transact('Naming the paymaster signer', (wallet) =>
      wallet.writeContract({
        address: paymaster,
        abi: foyerPaymasterAbi,
        functionName: 'setSigner',
        args: [signer],
      }),
    )
  }
}
