/** Debian's Chromium (scripts/install-system.sh); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Launch flags that keep Chromium quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
