import { fullName, NAME_PROBLEM_MESSAGES, nameLabelOf, nameLabelProblem } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/**
 * The label of the full name a signed names message carries: in the zone, by the naming rules,
 * lowercase. Otherwise a 400 INVALID_NAME that says why.
 */
export function checkZoneName(name: string, zone: string): string {
  const label = nameLabelOf(name, zone)
  if (label === undefined || !name.toLowerCase().endsWith(`.${zone}`)) {
    throw new ApiError(400, 'INVALID_NAME', `Names here end with .${zone}, got ${name}`)
  }
  const problem = nameLabelProblem(label)
  if (problem) throw new ApiError(400, 'INVALID_NAME', NAME_PROBLEM_MESSAGES[problem])
  if (name !== fullName(label, zone)) {
    throw new ApiError(400, 'INVALID_NAME', `Names are lowercase: ${fullName(label, zone)}`)
  }
  return label
}
