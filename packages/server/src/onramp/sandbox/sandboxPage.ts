import { ONRAMP_LIMITS } from '@foyer/protocol'
import { getAddress } from 'viem'
import { escapeHtml } from '../../mail/escapeHtml'
import { EXPIRED_PURCHASE_FAILURE, type OnrampPurchase } from '../onrampPurchases'
import { SANDBOX_TEST_PAYMENTS } from './sandboxTestPayments'

const METHOD_WORDS = { card: 'card', bank: 'bank transfer' } as const

/**
 * The sandbox payment page's HTML (plain English: a dev stand-in of the server, like the dev
 * mailbox). Labelled as a sandbox at the top; one form, keyboard-usable (a labelled field with
 * focus, its help tied by aria-describedby, a submit button), the outcome in a live region.
 */
export function sandboxPage(
  purchase: OnrampPurchase,
  { chainName, error }: { chainName: string; error?: string | undefined },
): string {
  const pay = `${purchase.fiatAmount} ${purchase.fiatCurrency}`
  const tests = SANDBOX_TEST_PAYMENTS[purchase.paymentMethod]
  const field = purchase.paymentMethod === 'card' ? 'Card number' : 'Bank account (IBAN)'
  const limit = ONRAMP_LIMITS[purchase.paymentMethod]
  const body =
    purchase.status === 'pending'
      ? `<form method="post">
  <label for="number">${field}</label>
  <input id="number" name="number" required autofocus autocomplete="off" spellcheck="false"
    aria-describedby="help${error ? ' error' : ''}"${error ? ' aria-invalid="true"' : ''}>
  <p id="help">Test numbers: <code>${tests.succeeds}</code> pays; <code>${tests.declined}</code> is declined.
  By ${METHOD_WORDS[purchase.paymentMethod]} you can buy from ${limit.min} to ${limit.max} ${purchase.fiatCurrency}.</p>
  ${error ? `<p id="error" role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Pay ${escapeHtml(pay)}</button>
</form>`
      : outcome(purchase)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment — Foyer</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
.sandbox{background:#fff4ce;border:2px dashed #8a6d00;padding:.5rem .75rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem}:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.error{color:#a51d2d;font-weight:600}.done{color:#26702b;font-weight:600}
</style></head>
<body><main>
<p class="sandbox" role="note">Sandbox: this page stands in for a ${METHOD_WORDS[purchase.paymentMethod]} payment. No real money moves; the tokens are sent on a development chain.</p>
<h1>Buy ${escapeHtml(purchase.token.symbol)}</h1>
<dl>
<dt>You pay</dt><dd>${escapeHtml(pay)} by ${METHOD_WORDS[purchase.paymentMethod]}</dd>
<dt>You receive</dt><dd>${escapeHtml(purchase.cryptoAmount)} ${escapeHtml(purchase.token.symbol)}</dd>
<dt>Network</dt><dd>${escapeHtml(chainName)} (eip155:${purchase.chainId})</dd>
<dt>To address</dt><dd><code>${escapeHtml(getAddress(purchase.address))}</code></dd>
</dl>
${body}
</main></body></html>`
}

function outcome(purchase: OnrampPurchase): string {
  const back = purchase.redirectUrl
    ? `<p><a href="${escapeHtml(purchase.redirectUrl)}">Back to the app</a></p>`
    : ''
  return `${ended(purchase)}${back}`
}

function ended(purchase: OnrampPurchase): string {
  if (purchase.status === 'expired') {
    return `<p class="error" role="alert">This purchase has expired. ${escapeHtml(purchase.failure ?? EXPIRED_PURCHASE_FAILURE)}. Generate a new payment link to buy.</p>`
  }
  if (purchase.status === 'completed') {
    return `<p class="done" role="status">Payment succeeded: ${escapeHtml(purchase.cryptoAmount)} ${escapeHtml(purchase.token.symbol)} sent in transaction <code>${escapeHtml(purchase.txHash ?? '')}</code>. You can close this window.</p>`
  }
  return `<p class="error" role="alert">Payment failed. ${escapeHtml(purchase.failure ?? 'Nothing was sent')}. You can close this window.</p>`
}

/** The page for a purchase that does not exist (or a URL that was mistyped). */
export const SANDBOX_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox payment — Foyer</title></head>
<body style="font-family:system-ui,sans-serif"><main><p role="note">Sandbox payment page.</p>
<h1>Purchase not found</h1><p role="alert">This purchase does not exist: generate a new payment link.</p></main></body></html>`
