import { createHash } from 'node:crypto'

/** Someone who signed in at the dev provider's page. */
export interface DevAccount {
  /** Derived from the name: the same name is the same user at every sign-in. */
  sub: string
  name: string
  email: string | null
  emailVerified: boolean
}

/** The dev provider's users, in memory (the subject is derived from the name, so none is lost). */
export class DevOidcAccounts {
  readonly #accounts = new Map<string, DevAccount>()

  /** Records (or updates) the account of `name`. */
  signIn(name: string, email: string | null, emailVerified: boolean): DevAccount {
    const sub = `dev-${createHash('sha256').update(name).digest('hex').slice(0, 32)}`
    const account = { sub, name, email, emailVerified: email !== null && emailVerified }
    this.#accounts.set(sub, account)
    return account
  }

  find(sub: string): DevAccount | undefined {
    return this.#accounts.get(sub)
  }
}
