import { SOCIAL_CALLBACK_CHANNEL } from './handler/socialLoginChannel'
import { runSocialCallbackPage } from './page/runSocialCallbackPage'

/** The social callback page entry (social-callback.html). Everything it does is in runSocialCallbackPage. */
const status = document.getElementById('foyer-social-callback') ?? document.body

void runSocialCallbackPage({
  href: window.location.href,
  origin: window.location.origin,
  channel: new BroadcastChannel(SOCIAL_CALLBACK_CHANNEL),
  close: () => window.close(),
  hasOpener: () => window.opener !== null,
  show: (text) => {
    status.textContent = text
  },
})
