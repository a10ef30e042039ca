import { AccountView } from '../account/AccountView'

/** The connected account. */
export const accountGroup = { Account: AccountView }
