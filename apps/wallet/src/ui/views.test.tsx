import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import { devChains, proposal } from '../testing/fixtures'
import { requestedNamespaces } from '../wallet/sessionNamespaces'
import type { ProposalEntry, RequestEntry } from '../wallet/walletTypes'
import { AccountPanel } from './AccountPanel'
import { PairForm } from './PairForm'
import { ProposalCard } from './ProposalCard'
import { RequestCard } from './RequestCard'
import { SessionList } from './SessionList'

/** The views' accessible names, which the end-to-end tests drive. */
const noop = () => {}
const accounts = testAccounts()
const [account] = accounts
const [chain] = devChains
if (!account || !chain) throw new Error('fixtures')

/** The text of the element `id` labels: `<label for=id>` or an `aria-labelledby` target. */
function labelFor(html: string, id: string): string | undefined {
  return new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1]
}
function idOf(html: string, tag: string): string {
  const id = new RegExp(`<${tag}[^>]* id="([^"]+)"`).exec(html)?.[1]
  if (!id) throw new Error(`no ${tag} with an id in ${html}`)
  return id
}
function buttons(html: string): string[] {
  return [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(
    ([, attributes, text]) => `${text}${attributes?.includes('disabled') ? ' (disabled)' : ''}`,
  )
}
function regionName(html: string): string | undefined {
  const id = /<section aria-labelledby="([^"]+)"/.exec(html)?.[1]
  return new RegExp(`<h3 id="${id}">(?:<img[^>]*>)?([^<]*)</h3>`).exec(html)?.[1]
}

describe('views', () => {
  it('labels the URI input and offers a Pair button', () => {
    const html = renderToStaticMarkup(<PairForm pairing={false} onPair={async () => true} />)
    expect(labelFor(html, idOf(html, 'input'))).toBe('WalletConnect URI')
    expect(buttons(html)).toEqual(['Pair'])
  })

  it('labels the account and network pickers', () => {
    const html = renderToStaticMarkup(
      <AccountPanel
        accounts={accounts}
        activeAccount={account}
        chains={devChains}
        activeChain={chain}
        onSelectAccount={noop}
        onSelectChain={noop}
      />,
    )
    const ids = [...html.matchAll(/<select id="([^"]+)"/g)].map(([, id]) => id ?? '')
    expect(ids.map((id) => labelFor(html, id))).toEqual(['Active account', 'Network'])
    expect(html).toContain(`Account 0: ${account.address}`)
    expect(html).toContain('Foyer dev chain B (chain 31338)')
  })

  it('names a proposal card after the dapp; Approve is off, with the reason, when it cannot be', () => {
    const params = proposal({ eip155: { chains: ['eip155:1'], methods: [], events: [] } })
    const entry: ProposalEntry = {
      id: 1,
      proposal: params,
      dapp: { name: 'Foyer demo', url: 'http://foyer.localhost:5173' },
      requested: requestedNamespaces(params),
      problem: { kind: 'unsupportedChains', items: ['eip155:1'] },
    }
    const html = renderToStaticMarkup(
      <ProposalCard proposal={entry} onApprove={noop} onReject={noop} />,
    )
    expect(regionName(html)).toBe('Connection request from Foyer demo')
    expect(buttons(html)).toEqual(['Approve connection (disabled)', 'Reject connection'])
    expect(html).toContain('The dapp requires chains this wallet does not have: eip155:1.')
    const { problem: _, ...approvable } = entry
    expect(
      buttons(
        renderToStaticMarkup(
          <ProposalCard proposal={approvable} onApprove={noop} onReject={noop} />,
        ),
      ),
    ).toEqual(['Approve connection', 'Reject connection'])
  })

  it('names a request card after its method and shows the message', () => {
    const request: RequestEntry = {
      id: 2,
      topic: 't',
      request: {
        method: 'personal_sign',
        params: ['0x4869', account.address],
        chainId: 'eip155:31337',
      },
      dapp: { name: 'Foyer demo', url: '' },
      description: { kind: 'message', account: account.address, text: 'Hi', encoding: 'text' },
      busy: false,
    }
    const html = renderToStaticMarkup(
      <RequestCard request={request} chains={devChains} onApprove={noop} onReject={noop} />,
    )
    expect(regionName(html)).toBe('Request: Sign message')
    expect(html).toContain('From Foyer demo on Foyer dev chain A')
    expect(html).toContain('<pre>Hi</pre>')
    expect(buttons(html)).toEqual(['Approve request', 'Reject request'])
  })

  it('offers Disconnect per session, named after the dapp', () => {
    const html = renderToStaticMarkup(
      <SessionList
        sessions={[
          {
            topic: 't',
            dapp: { name: 'Foyer demo', url: 'http://foyer.localhost:5173' },
            chainIds: [31337, 31338],
            accounts: [account.address],
          },
        ]}
        chains={devChains}
        onDisconnect={noop}
      />,
    )
    expect(buttons(html)).toEqual(['Disconnect Foyer demo'])
    expect(html).toContain('Foyer dev chain A, Foyer dev chain B')
    expect(
      renderToStaticMarkup(<SessionList sessions={[]} chains={devChains} onDisconnect={noop} />),
    ).toContain('No connected dapps.')
  })
})
