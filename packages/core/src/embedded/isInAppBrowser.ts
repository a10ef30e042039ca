/** Tokens the in-app browsers of messaging apps add to the user agent. */
const MESSAGING_APP =
  /WhatsApp|Telegram|Instagram|FBAN|FBAV|FB_IAB|FBIOS|Messenger|MicroMessenger|\bLine\//
const PHONE = /Android|iPhone|iPad|iPod/

/**
 * Whether the page runs in a messaging app's in-app browser on a phone (WhatsApp, Telegram,
 * Instagram, Facebook and Messenger, LINE, WeChat on iOS or Android). Social sign-in is not
 * offered there (docs/product.md): providers refuse such embedded browsers and popups do not work.
 */
export function isInAppBrowser(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return PHONE.test(userAgent) && MESSAGING_APP.test(userAgent)
}
