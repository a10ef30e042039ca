import { ProfileWalletsView } from '../profileWallets/ProfileWalletsView'

/** The wallets connected at once (the multiWallet feature). */
export const profileWalletsGroup = { ProfileWallets: ProfileWalletsView }
