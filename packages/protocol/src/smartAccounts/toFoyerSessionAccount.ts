import type { Address, Chain, Client, LocalAccount, Transport } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { entryPoint08Abi, toSmartAccount } from 'viem/account-abstraction'
import { getBlock } from 'viem/actions'
import { encodeSessionSignature, sessionPeriodIndex } from './foyerAccountSignatures'
import { signFoyerUserOperation } from './signFoyerUserOperation'
import { encodeFoyerCalls, STUB_SIGNATURE } from './toFoyerSmartAccount'

export type FoyerSessionAccountParameters = {
  /** A client on the account's chain (its RPC). */
  client: Client<Transport, Chain, undefined>
  /** The FoyerAccount that granted the session (deployed: granting deploys it). */
  address: Address
  /** The session key the grant names, held by the dapp. */
  key: LocalAccount
  entryPoint: Address
  /** The session as granted: its periods count from validAfter. */
  session: { validAfter: number; period: number }
}

/**
 * A FoyerAccount as its session key sends for it (docs/product.md#session-permissions): calls
 * encoded as the owner's would be, each operation signed by the key over its hash and naming the
 * allowance period of the chain's current time. The account checks the grant at validation, so
 * an operation beyond it is refused on chain whoever sends it. Signs no messages: a session key
 * never speaks for the account (ERC-1271 answers for the owner only).
 */
export async function toFoyerSessionAccount({
  client,
  address,
  key,
  entryPoint,
  session,
}: FoyerSessionAccountParameters): Promise<SmartAccount> {
  const chainId = client.chain.id
  /** The period of the next block: the latest block's time, one second on. */
  async function periodIndex() {
    const { timestamp } = await getBlock(client, { blockTag: 'latest' })
    return sessionPeriodIndex(session, timestamp + 1n)
  }
  const refuse = async (): Promise<never> => {
    throw new Error('A session key does not sign messages for the account')
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint, version: '0.8' },
    getAddress: async () => address,
    // The grant deployed the account: a session never needs a factory.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    encodeCalls: async (calls) => encodeFoyerCalls(calls),
    getStubSignature: async () =>
      encodeSessionSignature({
        key: key.address,
        periodIndex: await periodIndex(),
        signature: STUB_SIGNATURE,
      }),
    signMessage: refuse,
    signTypedData: refuse,
    async signUserOperation(userOperation) {
      return encodeSessionSignature({
        key: key.address,
        periodIndex: await periodIndex(),
        signature: await signFoyerUserOperation(userOperation, {
          address,
          chainId,
          entryPoint,
          signer: key,
          signerName: 'The session key',
        }),
      })
    },
  })
}
