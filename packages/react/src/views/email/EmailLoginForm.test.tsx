import { createFoyer, devChainA, type Foyer } from '@foyer/core'
import { memoryStorage } from '@foyer/core/testing'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../../provider/FoyerProvider'
import { EmailLoginForm } from './EmailLoginForm'

let foyer: Foyer | undefined

afterEach(() => {
  foyer?.destroy()
  foyer = undefined
  vi.restoreAllMocks()
})

function setup(): Foyer {
  const client = createFoyer({
    networks: [devChainA],
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    embeddedWallet: { frameUrl: 'http://127.0.0.1:9/' },
    storage: memoryStorage(),
    logLevel: 'silent',
    walletConnect: false,
  })
  foyer = client
  return client
}

describe('EmailLoginForm', () => {
  it('warms the email sign-in on a click and starts it with the address: no flow of its own', async () => {
    const client = setup()
    const prepare = vi.spyOn(client.signIn, 'prepare').mockImplementation(() => {})
    const email = vi.spyOn(client.signIn, 'email').mockResolvedValue()
    render(
      <FoyerProvider foyer={client}>
        <EmailLoginForm />
      </FoyerProvider>,
    )
    const field = screen.getByRole('textbox', { name: 'Email' })
    await userEvent.click(field)
    expect(prepare).toHaveBeenCalledWith('email')
    await userEvent.type(field, 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(email).toHaveBeenCalledExactlyOnceWith('ada@example.com')
  })

  it('does not warm on a focus alone (the dialog focuses the field on open), but on typing', async () => {
    const client = setup()
    const prepare = vi.spyOn(client.signIn, 'prepare').mockImplementation(() => {})
    render(
      <FoyerProvider foyer={client}>
        <EmailLoginForm />
      </FoyerProvider>,
    )
    const field = screen.getByRole('textbox', { name: 'Email' })
    field.focus()
    expect(document.activeElement).toBe(field)
    expect(prepare).not.toHaveBeenCalled()
    await userEvent.keyboard('a')
    expect(prepare).toHaveBeenCalledWith('email')
  })

  it('refuses an invalid address without starting anything', async () => {
    const client = setup()
    const email = vi.spyOn(client.signIn, 'email').mockResolvedValue()
    render(
      <FoyerProvider foyer={client}>
        <EmailLoginForm />
      </FoyerProvider>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.')
    expect(email).not.toHaveBeenCalled()
  })
})
