import { type Address, concat, getContractAddress, type Hex } from 'viem'
import type { DeployerSession } from './deployerSession'

/**
 * The deterministic deployment proxy (CREATE2 factory at the same address on anvil and on most
 * public chains): a contract deployed through it with the same salt and code lands at the same
 * address everywhere.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt of the contracts we deploy through {@link CREATE2_DEPLOYER} (zero). */
export const ZERO_SALT: Hex = `0x${'0'.repeat(64)}`

/** A contract's salt and creation code (with its constructor arguments). */
export type Creation = { salt: Hex; code: Hex }

/** Where {@link CREATE2_DEPLOYER} puts `creation`. */
export const create2Address = ({ salt, code }: Creation): Address =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: code })

/** Refuses a chain without the CREATE2 factory (anvil has it from genesis). */
export async function requireCreate2Deployer(session: DeployerSession): Promise<void> {
  const factory = await session.client.getCode({ address: CREATE2_DEPLOYER })
  if (!factory || factory === '0x') {
    throw new Error(`Chain ${session.chainId} has no CREATE2 factory at ${CREATE2_DEPLOYER}`)
  }
}

/**
 * Deploys `creation` through the CREATE2 factory (one transaction of the session's deployer) when
 * no code is at its address yet, and checks code landed there. Idempotent.
 */
export async function ensureCreate2Deployed(
  session: DeployerSession,
  name: string,
  creation: Creation,
): Promise<Address> {
  const address = create2Address(creation)
  const existing = await session.client.getCode({ address })
  if (existing && existing !== '0x') return address
  await session.transact(`Deploying ${name}`, (wallet) =>
    wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([creation.salt, creation.code]) }),
  )
  const deployed = await session.client.getCode({ address })
  if (!deployed || deployed === '0x') {
    throw new Error(`Deploying ${name} on chain ${session.chainId} left no code at ${address}`)
  }
  return address
}
