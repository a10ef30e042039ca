export { type AccountName, createAccountName } from './createAccountName'
export { type CachedName, createNameCache, type NameCache } from './createNameCache'
export {
  createNameRegistration,
  NAME_CHECK_DEBOUNCE_MS,
  type NameRegistration,
} from './createNameRegistration'
export { createNames, type Names } from './createNames'
export { createNamesApi, type NamesApi, NamesApiError } from './createNamesApi'
export {
  INITIAL_NAME_REGISTRATION_STATE,
  type NameAvailability,
  type NameRegistrationState,
  type NameRegistrationStep,
} from './nameRegistrationState'
export { type SetNameTextParameters, setNameText } from './setNameText'
