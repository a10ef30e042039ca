import { escapeHtml } from '../../mail/escapeHtml'
import type { DevFarcasterUser } from './devFarcasterUsers'

const PAGE_STYLE =
  'font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem'

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="${PAGE_STYLE}">
<h1 style="font-size:1.3rem">${escapeHtml(title)}</h1>
${body}</body></html>`
}

/**
 * The dev signer's page (standing in for a Farcaster app): pick a test user and approve, and the
 * Sign In With Farcaster message is signed with that user's custody key and sent to the relay.
 */
export function devSignerPage({
  action,
  channelToken,
  domain,
  users,
  problem,
}: {
  action: string
  channelToken: string
  domain: string
  users: readonly DevFarcasterUser[]
  problem?: string
}): string {
  const choices = users
    .map(
      (user, index) =>
        `<label style="display:block;margin:.5rem 0"><input type="radio" name="fid" value="${user.fid}"${index === 0 ? ' checked' : ''}> ${escapeHtml(user.displayName)} — @${escapeHtml(user.username)} (fid ${user.fid})</label>`,
    )
    .join('\n')
  return page(
    'Sign in with Farcaster (dev signer)',
    `<p>This is Foyer's dev signer, standing in for a Farcaster app. <strong>${escapeHtml(domain)}</strong> asks you to sign in with Farcaster. Pick a test user: its custody key (from the public test mnemonic) signs the message.</p>
${problem ? `<p role="alert" style="color:#b00020">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<fieldset style="border:0;padding:0"><legend>Test Farcaster user</legend>
${choices}
</fieldset>
<button type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  )
}

/** What the dev signer shows after approving, cancelling, or for a channel it cannot use. */
export function devSignerResultPage(title: string, text: string): string {
  return page(title, `<p role="status">${escapeHtml(text)}</p>`)
}
