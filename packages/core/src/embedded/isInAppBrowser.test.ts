import { describe, expect, it } from 'vitest'
import { isInAppBrowser } from './isInAppBrowser'

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36'

describe('isInAppBrowser', () => {
  it.each([
    ['WhatsApp on Android', `${ANDROID} WhatsApp/2.24.8.78`],
    ['WhatsApp on iOS', `${IOS} WhatsApp/24.8.78`],
    [
      'Telegram on Android',
      `${ANDROID} Telegram-Android/10.11.1 (Google Pixel 8; Android 14; SDK 34; HIGH)`,
    ],
    ['Instagram on iOS', `${IOS} Instagram 330.0.0.40.92 (iPhone15,2; iOS 17_4; en_US; en)`],
    [
      'Instagram on Android',
      `${ANDROID} Instagram 330.0.0.40.92 Android (34/14; 420dpi; 1080x2400)`,
    ],
    ['Facebook on iOS', `${IOS} [FBAN/FBIOS;FBAV/460.0.0.39.109;FBBV/586612187;FBDV/iPhone15,2]`],
    ['Facebook on Android', `${ANDROID} [FB_IAB/FB4A;FBAV/460.0.0.48.109;]`],
    ['Messenger on iOS', `${IOS} [FBAN/MessengerForiOS;FBAV/450.0.0.36.107]`],
    ['Messenger on Android', `${ANDROID} [FB_IAB/MESSENGER;FBAV/450.0.0.11.110;]`],
    ['LINE on iOS', `${IOS} Safari Line/14.5.0`],
    ['LINE on Android', `${ANDROID} Line/14.5.1/IAB`],
    [
      'WeChat on Android',
      `${ANDROID} MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64`,
    ],
    [
      'WeChat on iPad',
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47',
    ],
  ])('%s: hides social sign-in', (_name, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(true)
  })

  it.each([
    ['Safari on iOS', `${IOS} Version/17.4 Safari/604.1`],
    ['Chrome on Android', ANDROID.replace('; wv', '')],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0'],
    [
      'Chrome on a desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    ],
    // Messaging apps' desktop versions are not phones.
    [
      'WhatsApp on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 WhatsApp/2.24.8',
    ],
    [
      'WeChat on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81.0 MicroMessenger/7.0.20 WindowsWechat',
    ],
    // "Line" only as LINE's own token, not inside other words.
    ['Android with Pipeline in the model name', `${ANDROID.replace('Pixel 8', 'Pipeline/1')}`],
    ['no user agent', ''],
  ])('%s: keeps social sign-in', (_name, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(false)
  })
})
