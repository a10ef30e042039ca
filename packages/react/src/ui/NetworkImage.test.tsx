import { createFoyer, devChainA } from '@foyer/core'
import { memoryStorage, TEST_PROJECT_ID } from '@foyer/core/testing'
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../provider/FoyerProvider'
import { NetworkImage } from './NetworkImage'

const foyer = createFoyer({
  networks: [devChainA],
  rpcUrls: { 31337: 'http://127.0.0.1:9' },
  apiUrl: 'http://127.0.0.1:9',
  projectId: TEST_PROJECT_ID,
  storage: memoryStorage(),
  logLevel: 'silent',
  walletConnect: false,
})
afterEach(() => foyer.destroy())

describe('NetworkImage', () => {
  it('is the network’s logo from the server’s image route, decorative', () => {
    const { container } = render(
      <FoyerProvider foyer={foyer}>
        <NetworkImage network={devChainA} />
      </FoyerProvider>,
    )
    const image = container.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('')
    const url = new URL(image?.getAttribute('src') ?? '')
    expect(decodeURIComponent(url.pathname)).toBe('/public/getAssetImage/eip155:31337')
    expect(url.searchParams.get('projectId')).toBe(TEST_PROJECT_ID)
  })
})
