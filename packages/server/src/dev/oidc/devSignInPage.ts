import { escapeHtml } from '../../mail/escapeHtml'

/**
 * The dev provider's sign-in page: any name (and optionally an email, verified or not) signs in;
 * Cancel answers the app with `error=access_denied`.
 */
export function devSignInPage({
  action,
  standsInFor,
  problem,
}: {
  action: string
  standsInFor: string
  problem?: string
}): string {
  const title = `Sign in with ${standsInFor} (dev provider)`
  const field = 'display:block;margin:.75rem 0'
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto">
<h1 style="font-size:1.3rem">${escapeHtml(title)}</h1>
<p>This is Foyer's bundled OpenID provider, standing in for ${escapeHtml(standsInFor)}: any user name signs in. The same name is the same user next time.</p>
${problem ? `<p role="alert" style="color:#b00020">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label style="${field}">User name <input name="name" required maxlength="64" autofocus autocomplete="username"></label>
<label style="${field}">Email (optional) <input name="email" type="email" maxlength="254" autocomplete="email"></label>
<label style="${field}"><input name="email_verified" type="checkbox" value="true" checked> The provider says this email is verified</label>
<button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form></body></html>`
}
