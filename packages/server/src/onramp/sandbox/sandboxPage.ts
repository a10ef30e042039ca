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
  const method = METHOD_WORDS[purchase.paymentMethod]
  const pay = money(purchase.fiatAmount, purchase.fiatCurrency)
  const limit = ONRAMP_LIMITS[purchase.paymentMethod]
  const tests = SANDBOX_TEST_PAYMENTS[purchase.paymentMethod]
  const card = purchase.paymentMethod === 'card'
  const field = card ? 'Card number' : 'Bank account (IBAN)'
  const symbol = escapeHtml(purchase.token.symbol)
  const body =
    purchase.status === 'pending'
      ? `<form method="post" class="pay">
  <label for="number">${field}</label>
  <input id="number" name="number" required autofocus autocomplete="off" spellcheck="false"
    ${card ? 'inputmode="numeric" placeholder="1234 1234 1234 1234"' : 'placeholder="GB00 BANK 0000 0000 0000 00"'}
    aria-describedby="help${error ? ' error' : ''}"${error ? ' aria-invalid="true"' : ''}>
  ${error ? `<p id="error" role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <div id="help" class="help">
    <p>Test numbers:</p>
    <ul>
      <li><code>${tests.succeeds}</code> pays</li>
      <li><code>${tests.declined}</code> is declined</li>
    </ul>
    <p>By ${method} you can buy from ${money(limit.min, purchase.fiatCurrency)} to ${money(limit.max, purchase.fiatCurrency)}.</p>
  </div>
  <button type="submit">Pay ${escapeHtml(pay)}</button>
</form>`
      : outcome(purchase)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sandbox payment — Foyer</title>
<style>${STYLE}</style></head>
<body><main>
<header><span class="brand">Foyer sandbox</span><span class="badge">Test mode</span></header>
<p class="sandbox" role="note">Sandbox: this page stands in for a ${method} payment. No real money moves; the tokens are sent on a development chain.</p>
<h1>Buy ${symbol}</h1>
<dl class="summary">
<div><dt>You pay</dt><dd><strong>${escapeHtml(pay)}</strong> by ${method}</dd></div>
<div><dt>You receive</dt><dd title="${escapeHtml(purchase.cryptoAmount)} ${symbol}">${escapeHtml(shortAmount(purchase.cryptoAmount))} ${symbol}</dd></div>
<div><dt>Network</dt><dd>${escapeHtml(chainName)} <span class="muted">(eip155:${purchase.chainId})</span></dd></div>
<div><dt>To address</dt><dd><code class="address">${escapeHtml(getAddress(purchase.address))}</code></dd></div>
</dl>
${body}
</main></body></html>`
}

/** The page's look: light and dark, one column that fits a 360 px popup. */
const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--fg:#1b1d21;--muted:#5c6370;--line:#dde1e6;
--accent:#2563eb;--accent-fg:#fff;--error:#b3261e;--ok:#1e7a3c;--note:#fff6d6;--note-line:#a77d00}
@media (prefers-color-scheme:dark){:root{--bg:#121316;--card:#1c1e22;--fg:#eceef1;--muted:#a2a8b3;--line:#33363d;
--accent:#4f86f7;--error:#ff8a80;--ok:#6fd68f;--note:#2e2812;--note-line:#c9a227}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:28rem;margin:0 auto;padding:1rem}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:.75rem}
.brand{font-weight:700}
.badge{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;padding:.15rem .5rem;border-radius:999px;border:1px solid var(--note-line);background:var(--note)}
.sandbox{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;border:1px dashed var(--note-line);background:var(--note);font-size:.875rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
.summary{margin:0 0 1rem;padding:.25rem 1rem;border-radius:.75rem;background:var(--card);border:1px solid var(--line)}
.summary div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid var(--line)}
.summary div:last-child{border-bottom:0}
dt{color:var(--muted);flex:none}dd{margin:0;text-align:end;overflow-wrap:anywhere;min-width:0}
.muted{color:var(--muted)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em}
.address{font-size:.8rem}
.pay{display:flex;flex-direction:column;gap:.5rem;padding:1rem;border-radius:.75rem;background:var(--card);border:1px solid var(--line)}
label{font-weight:600}
input{font:inherit;font-size:1.0625rem;letter-spacing:.02em;padding:.625rem .75rem;width:100%;border-radius:.5rem;border:1px solid var(--line);background:var(--bg);color:var(--fg)}
input[aria-invalid="true"]{border-color:var(--error)}
.help{font-size:.875rem;color:var(--muted)}.help p{margin:0}.help ul{margin:.25rem 0 .5rem;padding-inline-start:1.25rem}
button{font:inherit;font-weight:600;margin-top:.25rem;padding:.75rem 1rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--accent-fg);cursor:pointer}
button:hover{filter:brightness(1.08)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{margin:0;color:var(--error);font-weight:600}
.outcome{display:flex;flex-direction:column;align-items:center;text-align:center;gap:.5rem;padding:1.25rem 1rem;border-radius:.75rem;background:var(--card);border:1px solid var(--line)}
.outcome p{margin:0}
.mark{width:3rem;height:3rem;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700;color:var(--card)}
.done .mark{background:var(--ok)}.failed .mark{background:var(--error)}
.done .title{color:var(--ok);font-weight:700}.failed .title{color:var(--error);font-weight:700}
.outcome code{overflow-wrap:anywhere}
a{color:var(--accent)}
`

/** An amount of fiat: "$50.00", "€20.00". */
function money(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount))
}

/** A token amount as read: at most 6 decimals ("0.016333"), the exact one in the title. */
function shortAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const kept = fraction.slice(0, 6).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

function outcome(purchase: OnrampPurchase): string {
  const back = purchase.redirectUrl
    ? `<p><a href="${escapeHtml(purchase.redirectUrl)}">Back to the app</a></p>`
    : ''
  return `${ended(purchase)}${back}`
}

function ended(purchase: OnrampPurchase): string {
  if (purchase.status === 'expired') {
    return `<div class="outcome failed" role="alert"><span class="mark" aria-hidden="true">✕</span>
<p class="title">Purchase expired</p>
<p>This purchase has expired. ${escapeHtml(purchase.failure ?? EXPIRED_PURCHASE_FAILURE)}. Generate a new payment link to buy.</p></div>`
  }
  const symbol = escapeHtml(purchase.token.symbol)
  if (purchase.status === 'completed') {
    return `<div class="outcome done" role="status"><span class="mark" aria-hidden="true">✓</span>
<p class="title">Payment succeeded</p>
<p>${escapeHtml(shortAmount(purchase.cryptoAmount))} ${symbol} sent in transaction <code>${escapeHtml(purchase.txHash ?? '')}</code>.</p>
<p class="muted">You can close this window.</p></div>`
  }
  return `<div class="outcome failed" role="alert"><span class="mark" aria-hidden="true">✕</span>
<p class="title">Payment failed</p>
<p>${escapeHtml(purchase.failure ?? 'Nothing was sent')}.</p>
<p class="muted">You can close this window.</p></div>`
}

/** The page for a purchase that does not exist (or a URL that was mistyped). */
export const SANDBOX_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox payment — Foyer</title></head>
<body style="font-family:system-ui,sans-serif"><main><p role="note">Sandbox payment page.</p>
<h1>Purchase not found</h1><p role="alert">This purchase does not exist: generate a new payment link.</p></main></body></html>`
