import { randomBytes } from 'node:crypto'

/** A fresh random project id: 32 lowercase hex characters (128 bits). */
export function newProjectId(): string {
  return randomBytes(16).toString('hex')
}
