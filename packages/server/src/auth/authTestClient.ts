import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Config } from '../config/config'
import type { Mail, Mailer } from '../mail/mailer'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { type AuthHasher, loadAuthHasher } from './authHasher'

export const FRAME_ORIGIN = 'http://wallet.foyer.localhost:8788'

/** A mailer that keeps what it is given (tests read codes and links from it). */
export function captureMailer(): Mailer & { sent: Mail[]; fail: boolean; last(to: string): Mail } {
  const mailer = {
    sent: [] as Mail[],
    fail: false,
    async send(mail: Mail) {
      if (mailer.fail) throw new Error('SMTP down')
      mailer.sent.push(mail)
    },
    last(to: string): Mail {
      const mail = mailer.sent.findLast((each) => each.to === to)
      if (!mail) throw new Error(`no mail to ${to}`)
      return mail
    },
  }
  return mailer
}

/**
 * The sign-in hasher of an app made with `config` (the same AUTH_HASH_KEY or DATA_DIR key file):
 * tests key a device id as the server stores it.
 */
export function hasherOf(config: Config = testConfig()): Promise<AuthHasher> {
  return loadAuthHasher(config)
}

export interface CallOptions {
  token?: string
  origin?: string | null
}

/** Calls auth/wallet routes of `app` as the frame of `projectId` does. */
export function frameClient(app: FastifyInstance, projectId: string) {
  const headers = ({ token, origin = FRAME_ORIGIN }: CallOptions) => ({
    ...(origin === null ? {} : { origin }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  })
  return {
    post(path: string, body: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'POST',
        url: `${path}${projectQuery(projectId)}`,
        headers: { ...headers(options), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    },
    get(path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'GET',
        url: `${path}${projectQuery(projectId)}`,
        headers: headers(options),
      })
    },
  }
}
