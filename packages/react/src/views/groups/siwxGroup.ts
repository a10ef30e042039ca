import { SiwxSignMessageView } from '../siwx/SiwxSignMessageView'

/** Sign in with the wallet. */
export const siwxGroup = { SIWXSignMessage: SiwxSignMessageView }
