import { EN_ERROR_MESSAGES, type LocaleTable } from '@foyer/protocol'

/**
 * Every string the frame's own UI shows (the approval card, the recovery prompts), in English.
 * The kit sends its language (SYNC_DAPP_DATA); each translation has these keys and arguments.
 */
export const en = {
  approval: {
    requestedBy: 'Requested by',
    account: 'Account',
    chain: 'Network',
    /** A network the frame has no name for. */
    unknownChain: (id: string) => `Chain ${id}`,
    nativeCoin: 'native coin',
    signMessage: 'Sign message',
    message: 'Message',
    messageAsHex: 'Not readable as text: shown as hex',
    signTypedData: 'Sign typed data',
    domain: 'Domain',
    type: 'Type',
    name: 'Name',
    version: 'Version',
    verifyingContract: 'Verifying contract',
    /** Typed data whose domain names another chain than the request's. */
    otherChain: 'This signature is for another network than the current one',
    data: 'Data',
    dataSize: (bytes: string) => `${bytes} bytes`,
    details: 'Details',
    sendCoin: (symbol: string) => `Send ${symbol}`,
    sendTokens: 'Send tokens',
    approveSpending: 'Allow token spending',
    deployContract: 'Deploy contract',
    approveTransaction: 'Approve transaction',
    to: 'To',
    newContract: 'New contract',
    value: 'Value',
    maxNetworkFee: 'Max network fee',
    sendCalls: (count: string) => `Approve ${count} calls`,
    call: (index: string) => `Call ${index}`,
    networkFee: 'Network fee',
    sponsoredFee: 'Paid by the app',
    accountUpgrade:
      'This upgrades your account at the same address (EIP-7702): it can then send calls together',
    grantPermissions: 'Allow a session',
    sessionKey: 'Session key',
    expires: 'Expires',
    spendLimit: 'Spending limit',
    /** An allowance and its period, e.g. "0.01 ETH every 1 day". */
    perPeriod: (amount: string, period: string) => `${amount} every ${period}`,
    allowedCalls: 'Allowed calls',
    transfers: (symbol: string) => `${symbol} transfers`,
    anyAddress: 'Any address',
    function: 'Function',
    anyFunction: 'Any function',
    sessionWarning:
      'The app can make these calls without asking you again, until the session expires or you revoke it',
    revokePermissions: 'End a session',
    token: 'Token',
    contract: 'Contract',
    recipient: 'Recipient',
    amount: 'Amount',
    spender: 'Spender',
    allowance: 'Allowance',
    unlimited: 'Unlimited',
    rawAmount: (amount: string) => `${amount} (raw units)`,
    signTransaction: 'Sign transaction',
    signTransactions: (count: string) => `Sign ${count} transactions`,
    sendTransaction: 'Send transaction',
    transaction: (index: string) => `Transaction ${index}`,
    instruction: (index: string) => `Instruction ${index}`,
    program: 'Program',
    mint: 'Mint',
    from: 'From',
    feePayer: 'Fee payer',
    otherSigners: 'Also signed by',
    /** An account a Solana transaction loads from an address lookup table. */
    lookupAccount: 'From a lookup table',
    accounts: 'Accounts',
    preflightCommitment: 'Preflight commitment',
    preflightCheck: 'Preflight check',
    skipped: 'Skipped',
    reject: 'Reject',
    approve: 'Approve',
    /** The buttons' accessible names: the action and what it answers. */
    rejectLabel: (title: string) => `Reject: ${title}`,
    approveLabel: (title: string) => `Approve: ${title}`,
  },
  recovery: {
    usePasskey: 'Use passkey',
    recoveryPassword: 'Recovery password',
    openWithPassword: 'Open with password',
    cancel: 'Cancel',
    /** Between two ways to do one thing (a passkey, a password). */
    or: 'or',
    restoreTitle: 'Open your wallet on this device',
    restoreText:
      'This wallet is protected. Use its passkey or its recovery password to open it here.',
    protectTitle: 'Protect your wallet',
    protectText:
      'Choose how to open this wallet on a new device. Without one, only this device can open it.',
    createPasskey: 'Create a passkey',
    repeatPassword: 'Repeat the recovery password',
    passwordsDiffer: 'The two passwords differ',
    setPassword: 'Set a recovery password',
    exportTitle: 'Export your private key',
    exportWarning:
      'Anyone who sees this key controls your wallet. Never share it or paste it into a site.',
    confirmToShow: 'Confirm with your passkey or recovery password to show the key.',
    showPrivateKey: 'Show private key',
    privateKey: 'Private key',
    copy: 'Copy',
    /** The Copy button's words for a moment after the key was copied. */
    copied: 'Copied',
    copyFailed: 'Copy failed',
    done: 'Done',
  },
  /** The words of the errors a prompt shows and lets the visitor try again after. */
  errors: {
    WEAK_RECOVERY_PASSWORD: EN_ERROR_MESSAGES.WEAK_RECOVERY_PASSWORD,
    WRONG_RECOVERY_PASSWORD: EN_ERROR_MESSAGES.WRONG_RECOVERY_PASSWORD,
    PASSKEY_CANCELLED: EN_ERROR_MESSAGES.PASSKEY_CANCELLED,
    PASSKEY_UNSUPPORTED: EN_ERROR_MESSAGES.PASSKEY_UNSUPPORTED,
    PASSKEY_INVALID: EN_ERROR_MESSAGES.PASSKEY_INVALID,
    SOMETHING_WENT_WRONG: EN_ERROR_MESSAGES.SOMETHING_WENT_WRONG,
  },
  couldNotStart: 'The wallet frame could not start',
} as const

/** The frame's locale table: a translation gives other words of the same shape. */
export type FrameStrings = LocaleTable<typeof en>
