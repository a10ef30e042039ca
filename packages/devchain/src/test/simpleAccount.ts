import {
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type LocalAccount,
  parseAbi,
  type Transport,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])

/**
 * A well-formed signature no key made (recovers to some other address): what the account sees
 * while the bundler estimates gas, before the owner signs.
 */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * `owner`'s SimpleAccount (eth-infinitism 0.8, salt 0) from `factory`, as a viem smart account for
 * a bundler client: deployed by its first user operation; signs the EntryPoint 0.8 hash as is,
 * which is what SimpleAccount 0.8 checks. Test support: messages and typed data are not signed.
 */
export function simpleAccount(
  client: Client<Transport, Chain, undefined>,
  owner: LocalAccount,
  factory: Address,
) {
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    async encodeCalls(calls) {
      const [call] = calls
      if (calls.length === 1 && call) {
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map(({ to, value, data }) => ({
            target: to,
            value: value ?? 0n,
            data: data ?? '0x',
          })),
        ],
      })
    },
    async getAddress() {
      return readContract(client, {
        address: factory,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      })
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      })
      return { factory, factoryData }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage() {
      throw new Error('simpleAccount (test support) does not sign messages')
    },
    async signTypedData() {
      throw new Error('simpleAccount (test support) does not sign typed data')
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      if (!owner.sign) throw new Error('the owner cannot sign a hash')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint08Address,
        entryPointVersion: '0.8',
        userOperation: { ...userOperation, sender: await this.getAddress() },
      })
      return owner.sign({ hash })
    },
  })
}
