/**
 * What the clients call on FoyerAccount and its factory (packages/devchain's FoyerAccount.sol and
 * FoyerAccountFactory.sol; a devchain test holds each entry to the compiled ABI): the counterfactual
 * address and the deployment of an owner's account, its calls, ERC-1271, and session keys (granted,
 * listed, read with their spending, revoked by the owner or with the owner's signature).
 */
export const foyerAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

const sessionComponents = [
  { name: 'validAfter', type: 'uint48' },
  { name: 'validUntil', type: 'uint48' },
  { name: 'period', type: 'uint48' },
  { name: 'spendLimit', type: 'uint128' },
  {
    name: 'calls',
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'selector', type: 'bytes4' },
    ],
  },
] as const

export const foyerAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
  {
    type: 'function',
    name: 'grantSession',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 's', type: 'tuple', components: sessionComponents },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'revokeSession',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'sessionOf',
    stateMutability: 'view',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [{ name: '', type: 'tuple', components: sessionComponents }],
  },
  {
    type: 'function',
    name: 'spendingOf',
    stateMutability: 'view',
    inputs: [{ name: 'key', type: 'address' }],
    outputs: [
      {
        name: '',
        type: 'tuple',
        components: [
          { name: 'periodIndex', type: 'uint48' },
          { name: 'spent', type: 'uint128' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'sessionKeys',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address[]' }],
  },
  {
    type: 'function',
    name: 'revocationNonce',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'revokeSessionWithSignature',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'event',
    name: 'SessionGranted',
    anonymous: false,
    inputs: [
      { name: 'key', type: 'address', indexed: true },
      { name: 'session', type: 'tuple', indexed: false, components: sessionComponents },
    ],
  },
  {
    type: 'event',
    name: 'SessionRevoked',
    anonymous: false,
    inputs: [{ name: 'key', type: 'address', indexed: true }],
  },
] as const
