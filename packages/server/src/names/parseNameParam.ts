import { NAME_PROBLEM_MESSAGES, nameLabelOf, nameLabelProblem } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/**
 * The label of a name path parameter, with or without the zone (`alice`, `Alice.foyer.id`).
 * A name of another zone is a 400 INVALID_NAME; so is a label that breaks the name rules, unless
 * `problems` lists its problem as one the caller handles.
 */
export function parseNameParam(
  value: string,
  zone: string,
  allowed: readonly string[] = [],
): string {
  const label = nameLabelOf(value, zone)
  if (label === undefined) {
    throw new ApiError(400, 'INVALID_NAME', `Names here end with .${zone}, got ${value}`)
  }
  const problem = nameLabelProblem(label)
  if (problem && !allowed.includes(problem)) {
    throw new ApiError(400, 'INVALID_NAME', NAME_PROBLEM_MESSAGES[problem])
  }
  return label
}
