import { generateKeyPairSigner, type KeyPairSigner, lamports } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEV_SOLANA_ACCOUNT_COUNT, devSolanaSigner } from './devSolanaKeys'
import {
  DEV_SOLANA_BALANCE,
  DEV_SOLANA_TOKEN,
  DEV_SOLANA_TOKEN_BALANCE,
  devSolanaMintSigner,
} from './devSolanaToken'
import { type DevSvm, isFailure } from './devSvm'
import { signedTransaction } from './signedTransaction'

/** Lamports the faucet (`requestAirdrop`'s payer) starts with: 1,000,000,000 SOL. */
const FAUCET_LAMPORTS = 10n ** 18n

/**
 * Sets up a fresh dev SVM with real transactions (so each shows in the accounts' history): the
 * faucet (a random key, funded by writing its account) pays DEV_SOLANA_BALANCE to each dev
 * account; dev account 0 creates the dev FUSD mint (DEV_SOLANA_TOKEN, no freeze authority) and
 * mints DEV_SOLANA_TOKEN_BALANCE into each account's associated token account. Returns the
 * faucet.
 */
export async function seedDevSvm(dev: DevSvm): Promise<KeyPairSigner> {
  const faucet = await generateKeyPairSigner()
  dev.svm.setAccount({
    address: faucet.address,
    data: new Uint8Array(),
    executable: false,
    lamports: lamports(FAUCET_LAMPORTS),
    programAddress: '11111111111111111111111111111111' as KeyPairSigner['address'],
    space: 0n,
  })
  const accounts = await Promise.all(
    Array.from({ length: DEV_SOLANA_ACCOUNT_COUNT }, (_, index) => devSolanaSigner(index)),
  )
  const [authority] = accounts
  if (!authority) throw new Error('No dev Solana account')
  const mint = await devSolanaMintSigner()
  if (mint.address !== DEV_SOLANA_TOKEN.mint) {
    throw new Error(`The dev mint key gives ${mint.address}, not ${DEV_SOLANA_TOKEN.mint}`)
  }
  const run = async (
    payer: KeyPairSigner,
    instructions: Parameters<typeof signedTransaction>[1],
    what: string,
  ) => {
    const outcome = dev.send(await signedTransaction(payer, instructions, dev.latestBlockhash()))
    if (isFailure(outcome) || outcome.err !== null) {
      throw new Error(`${what} failed on the dev SVM: ${JSON.stringify(outcome.err)}`)
    }
  }
  await run(
    faucet,
    accounts.map((account) =>
      getTransferSolInstruction({
        source: faucet,
        destination: account.address,
        amount: DEV_SOLANA_BALANCE,
      }),
    ),
    'Funding the dev Solana accounts',
  )
  const space = BigInt(getMintSize())
  // The faucet pays every fee and rent here, so each dev account holds exactly DEV_SOLANA_BALANCE.
  await run(
    faucet,
    [
      getCreateAccountInstruction({
        payer: faucet,
        newAccount: mint,
        lamports: dev.svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.address,
        decimals: DEV_SOLANA_TOKEN.decimals,
        mintAuthority: authority.address,
        freezeAuthority: null,
      }),
    ],
    `Creating the dev ${DEV_SOLANA_TOKEN.symbol} mint`,
  )
  for (const account of accounts) {
    const [ata] = await findAssociatedTokenPda({
      owner: account.address,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await run(
      faucet,
      [
        await getCreateAssociatedTokenIdempotentInstructionAsync({
          payer: faucet,
          owner: account.address,
          mint: mint.address,
        }),
        getMintToInstruction({
          mint: mint.address,
          token: ata,
          mintAuthority: authority,
          amount: DEV_SOLANA_TOKEN_BALANCE,
        }),
      ],
      `Minting dev ${DEV_SOLANA_TOKEN.symbol} to ${account.address}`,
    )
  }
  return faucet
}
