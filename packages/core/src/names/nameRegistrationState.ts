import type { NameProblem, NameSuggestion } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'

/** Whether the typed name can be registered, as far as is known. */
export type NameAvailability = 'idle' | 'checking' | 'available' | 'registered' | 'error'

/** Where a registration is: typing, waiting for the wallet, waiting for the server, done. */
export type NameRegistrationStep = 'editing' | 'signing' | 'registering' | 'registered'

export type NameRegistrationState = {
  /** What the visitor typed. */
  input: string
  /** The label it stands for: trimmed, lowercase. */
  label: string
  /** Why the label cannot be a name (checked while typing, before asking the server). */
  problem: NameProblem | undefined
  availability: NameAvailability
  /** The full name the label registers as (`label.zone`), once the server named it. */
  fullName: string | undefined
  /** Other names to pick (docs/product.md name suggestions), without the typed one. */
  suggestions: NameSuggestion[]
  /** The product’s loading flag of the suggestions. */
  suggestionsLoading: boolean
  step: NameRegistrationStep
  /** The last failure: its code (NAME_REGISTER_FAILED, NAME_SUGGESTIONS_FAILED, ...). */
  error: ErrorNotice | undefined
  /** The name registered, on RegisterAccountNameSuccess. */
  registeredName: string | undefined
}

export const INITIAL_NAME_REGISTRATION_STATE: NameRegistrationState = {
  input: '',
  label: '',
  problem: undefined,
  availability: 'idle',
  fullName: undefined,
  suggestions: [],
  suggestionsLoading: false,
  step: 'editing',
  error: undefined,
  registeredName: undefined,
}
