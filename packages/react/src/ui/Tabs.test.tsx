import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs, tabTarget } from './Tabs'

const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const
type Id = (typeof TABS)[number]['id']

function Harness() {
  const [selected, setSelected] = useState<Id>('tokens')
  return (
    <>
      <button type="button">Before</button>
      <Tabs tabs={TABS} selected={selected} onSelect={(id) => setSelected(id)} label="Account">
        <p>Panel of {selected}</p>
      </Tabs>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('is a labelled tab list with one selected tab controlling the labelled panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    expect(tab('Tokens').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Panel of tokens')
  })

  it('is one tab stop; arrow keys move and select, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toBe('Panel of nfts')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Activity'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{End}')
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    // Only the selected tab is in the tab order.
    expect(tab('Tokens').tabIndex).toBe(-1)
    expect(tab('Activity').tabIndex).toBe(0)
  })

  it('selects a tab on click', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(tab('Activity'))
    expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toBe('Panel of activity')
  })

  it('ignores other keys', () => {
    expect(tabTarget('a', 1, 3)).toBeUndefined()
    expect(tabTarget('ArrowDown', 1, 3)).toBeUndefined()
  })
})
