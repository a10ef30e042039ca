import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function describe(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
  )
  return `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA rules) on the page, or only inside the `include` selector, and
 * fails with a readable list of the violations.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const report = violations.map(describe).join('\n')
  expect(violations.length, `axe found accessibility violations:\n${report}`).toBe(0)
}
