import { fullName, isValidNameLabel, type NameSuggestion } from '@foyer/protocol'
import type { Queryable } from '../store/database'
import { registeredLabels } from './nameRows'

/** How many variants of the typed name are offered besides the name itself. */
export const NAME_SUGGESTION_VARIANTS = 4

/**
 * The typed label first when it is a valid name (so one answer tells whether it is free), then up
 * to NAME_SUGGESTION_VARIANTS variants with a digit (`alice1`, `alice2`…) that are valid names;
 * each marked `registered` when someone holds it.
 */
export async function nameSuggestions(
  db: Queryable,
  label: string,
  zone: string,
): Promise<NameSuggestion[]> {
  const stem = label.replace(/^-+|-+$/g, '')
  const variants = Array.from({ length: 9 }, (_, index) => `${stem}${index + 1}`)
    .filter((variant) => variant !== label && isValidNameLabel(variant))
    .slice(0, NAME_SUGGESTION_VARIANTS)
  const candidates = [...(isValidNameLabel(label) ? [label] : []), ...variants]
  const taken = await registeredLabels(db, candidates)
  return candidates.map((candidate) => ({
    name: fullName(candidate, zone),
    registered: taken.has(candidate),
  }))
}
