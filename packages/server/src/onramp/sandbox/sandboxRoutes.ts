import { formatErrorMessage, ONRAMP_SANDBOX_ROUTES, onrampAmountOutOfLimits } from '@foyer/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ChainRegistry } from '../../chain/chainRegistry'
import { route } from '../../http/route'
import type { Database } from '../../store/database'
import {
  claimOnrampPurchase,
  expireOnrampPurchases,
  finishOnrampPurchase,
  type OnrampPurchase,
  readOnrampPurchase,
} from '../onrampPurchases'
import type { PurchaseDelivery } from './deliverPurchase'
import { SANDBOX_NOT_FOUND_PAGE, sandboxPage } from './sandboxPage'
import { SANDBOX_TEST_PAYMENTS, sandboxPaymentOutcome } from './sandboxTestPayments'

/** The payment form is one short field. */
const FORM_MAX_BYTES = 4_096

export interface SandboxRoutesDeps {
  db: Database
  registry: ChainRegistry
  deliver: PurchaseDelivery
  now: () => Date
}

const PURCHASE_ID = /^[A-Za-z0-9_-]{24}$/

/**
 * The sandbox's payment page (no project: the visitor opens the URL `POST
 * /v1/generators/onrampurl` gave): `GET /onramp/sandbox/:purchaseId` shows the purchase and a
 * form; `POST` with `number=` pays it with a test card or account (sandboxTestPayments.ts).
 * A success delivers the tokens on chain (deliverPurchase.ts) and completes the purchase; a
 * declined payment fails it and moves nothing; any other number changes nothing (400, the form
 * again). The limits are checked again here. An unknown purchase is 404, an ended one shows its
 * outcome (409 to a second payment); one not paid within ONRAMP_PURCHASE_EXPIRY_MS is expired
 * (its page says so and refuses payment: 410).
 */
export async function sandboxRoutes(app: FastifyInstance, deps: SandboxRoutesDeps) {
  const chainName = async (purchase: OnrampPurchase) =>
    (await deps.registry.get(purchase.chainId))?.name ?? `Chain ${purchase.chainId}`
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Its own styles and form only; never inside another page (no clickjacking of "Pay").
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(page)
  /** The purchase, expired first when it waited too long for its payment. */
  const find = async (id: string) => {
    if (!PURCHASE_ID.test(id)) return undefined
    await expireOnrampPurchases(deps.db, { id }, deps.now())
    return readOnrampPurchase(deps.db, id)
  }

  route(app, ONRAMP_SANDBOX_ROUTES.page, async (request, reply) => {
    const purchase = await find(request.params.purchaseId)
    if (!purchase) return html(reply, 404, SANDBOX_NOT_FOUND_PAGE)
    return html(reply, 200, sandboxPage(purchase, { chainName: await chainName(purchase) }))
  })

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    route(scope, ONRAMP_SANDBOX_ROUTES.pay, async (request, reply) => {
      const purchase = await find(request.params.purchaseId)
      if (!purchase) return html(reply, 404, SANDBOX_NOT_FOUND_PAGE)
      const name = await chainName(purchase)
      const form = request.body as Record<string, unknown> | undefined
      const number = typeof form?.number === 'string' ? form.number : ''
      const again = (status: number, error: string) =>
        html(reply, status, sandboxPage(purchase, { chainName: name, error }))
      if (purchase.status === 'expired') {
        return again(410, 'This purchase has expired: generate a new payment link')
      }
      if (purchase.status !== 'pending') return again(409, 'This purchase has ended already')
      const outOfLimits = onrampAmountOutOfLimits(purchase.paymentMethod, purchase.fiatAmount)
      if (outOfLimits) {
        return again(400, `The amount is outside the ${purchase.paymentMethod} limits`)
      }
      const outcome = sandboxPaymentOutcome(purchase.paymentMethod, number)
      if (!outcome) {
        const tests = SANDBOX_TEST_PAYMENTS[purchase.paymentMethod]
        return again(
          400,
          `Not a test number: enter ${tests.succeeds} to pay, or ${tests.declined} to see a decline`,
        )
      }
      const claimed = await claimOnrampPurchase(deps.db, purchase.id, deps.now())
      if (!claimed) {
        // Paid by another request meanwhile, or expired at this very moment.
        await expireOnrampPurchases(deps.db, { id: purchase.id }, deps.now())
        const now = (await readOnrampPurchase(deps.db, purchase.id)) ?? purchase
        return now.status === 'expired'
          ? html(reply, 410, sandboxPage(now, { chainName: name }))
          : again(409, 'This purchase is being paid already')
      }
      const finish = async (
        status: number,
        result: { status: 'completed'; txHash: string } | { status: 'failed'; failure: string },
      ) => {
        await finishOnrampPurchase(deps.db, claimed.id, result, deps.now())
        const ended = (await readOnrampPurchase(deps.db, claimed.id)) ?? claimed
        return html(reply, status, sandboxPage(ended, { chainName: name }))
      }
      if (outcome === 'declined') {
        return finish(402, {
          status: 'failed',
          failure:
            claimed.paymentMethod === 'card'
              ? formatErrorMessage('ONRAMP_CARD_DECLINED')
              : 'The bank transfer was declined: no money was taken and nothing was sent',
        })
      }
      const chain = await deps.registry.get(claimed.chainId)
      try {
        if (!chain) throw new Error(`chain ${claimed.chainId} is not served any more`)
        const txHash = await deps.deliver(claimed, chain)
        return finish(200, { status: 'completed', txHash })
      } catch (error) {
        const { shortMessage, message } = (error ?? {}) as {
          shortMessage?: string
          message?: string
        }
        request.log.warn(
          { purchase: claimed.id, chainId: claimed.chainId, reason: shortMessage ?? message },
          'sandbox on-ramp: delivery failed',
        )
        return finish(502, {
          status: 'failed',
          failure: formatErrorMessage('ONRAMP_DELIVERY_FAILED'),
        })
      }
    })
  })
}
