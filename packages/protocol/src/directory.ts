import { z } from 'zod'
import { caipNetworkIdSchema } from './caipSchemas'

/** `badge_type` values of the explorer's `GET /getWallets` entries. */
export const WALLET_BADGE_TYPES = ['none', 'certified'] as const
export type WalletBadgeType = (typeof WALLET_BADGE_TYPES)[number]

/** Lowercase letters and digits, single hyphens between them: `coinbase-wallet`. */
const slugSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug: lowercase letters, digits and hyphens')

/**
 * The reverse-DNS name a wallet announces over EIP-6963, e.g. `io.metamask`. At least two
 * labels; case is kept because real wallets announce mixed case (`io.leapwallet.CompassWallet`).
 */
const rdnsSchema = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i,
    'Expected a reverse-DNS name such as io.metamask',
  )

/** An `https:` URL on a real domain name. */
const httpsUrlSchema = z.url({ protocol: /^https$/, hostname: z.regexes.domain })

/** Schemes a link must never use: they run code or read local data instead of opening an app. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'http'])

/**
 * Where a wallet app opens: a `scheme://` deep-link base (`metamask://`, `argent://app`) or an
 * `https:` universal link (`https://metamask.app.link`).
 */
const appLinkSchema = z
  .string()
  .max(2048)
  .regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'Expected a scheme:// deep link or an https:// link')
  .refine((value) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return false
    }
    return !UNSAFE_SCHEMES.has(url.protocol.slice(0, -1))
  }, 'Expected a parseable deep link whose scheme opens an app')

/**
 * One wallet as the WalletConnect/Reown explorer's `GET /getWallets` lists it, limited to the
 * fields Foyer serves. Unknown fields are rejected.
 */
export const walletEntrySchema = z
  .object({
    id: slugSchema,
    name: z.string().trim().min(1),
    image_id: slugSchema,
    rdns: rdnsSchema.nullable(),
    mobile_link: appLinkSchema.nullable(),
    desktop_link: appLinkSchema.nullable(),
    webapp_link: httpsUrlSchema.nullable(),
    chains: z
      .array(caipNetworkIdSchema)
      .refine(
        (chains) => new Set(chains).size === chains.length,
        'Each chain may appear only once',
      ),
    homepage: httpsUrlSchema,
    app_store: httpsUrlSchema.nullable(),
    play_store: httpsUrlSchema.nullable(),
    chrome_store: httpsUrlSchema.nullable(),
    badge_type: z.enum(WALLET_BADGE_TYPES),
  })
  .strict()
export type WalletEntry = z.infer<typeof walletEntrySchema>

/** Each entry whose key an earlier entry already had, with its index. Null keys never repeat. */
function findRepeats<T>(
  items: readonly T[],
  key: (item: T) => string | null,
): { index: number; value: string }[] {
  const seen = new Set<string>()
  const repeats: { index: number; value: string }[] = []
  items.forEach((item, index) => {
    const value = key(item)
    if (value === null) return
    if (seen.has(value)) repeats.push({ index, value })
    seen.add(value)
  })
  return repeats
}

/**
 * The whole directory the server serves, in serving order. Ids are unique, and so are the
 * non-null rdns values (compared case-insensitively, as DNS names are).
 */
export const walletDirectorySchema = z.array(walletEntrySchema).superRefine((entries, ctx) => {
  for (const { index, value } of findRepeats(entries, (entry) => entry.id)) {
    ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate wallet id "${value}"` })
  }
  for (const { index } of findRepeats(entries, (entry) => entry.rdns?.toLowerCase() ?? null)) {
    ctx.addIssue({
      code: 'custom',
      path: [index, 'rdns'],
      message: `Duplicate wallet rdns "${entries[index]?.rdns}"`,
    })
  }
})

/** `GET /getWallets`: one page of `data`; `count` is the total number of matching wallets. */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletEntrySchema),
  count: z.number().int().nonnegative(),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
