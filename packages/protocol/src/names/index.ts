export {
  chainIdOfCoinType,
  EVM_COIN_TYPE_FLAG,
  evmCoinType,
  MAX_COIN_TYPE_CHAIN_ID,
} from './coinType'
export {
  createNameMessage,
  NAME_MESSAGE_LIFETIME_SECONDS,
  type NameMessage,
  nameMessageSchema,
  parseNameMessage,
} from './nameMessage'
export {
  DEFAULT_NAMES_ZONE,
  fullName,
  isValidNameLabel,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PROBLEM_MESSAGES,
  type NameProblem,
  nameLabelOf,
  nameLabelProblem,
  normalizeNameLabel,
} from './nameRules'
export {
  coinTypeSchema,
  type NameRecord,
  type NameSuggestion,
  type NameSuggestionsResponse,
  type NamesError,
  nameAddressSchema,
  nameRecordSchema,
  nameSuggestionSchema,
  nameSuggestionsResponseSchema,
  namesErrorSchema,
  type RegisterNameRequest,
  type ReverseNamesResponse,
  registerNameRequestSchema,
  reverseNamesResponseSchema,
} from './namesSchemas'
export {
  createNameTextMessage,
  NAME_TEXT_KEYS,
  NAME_TEXT_URI_SCHEMES,
  type NameTextKey,
  type NameTextMessage,
  nameTextMessageSchema,
  nameTextProblem,
  parseNameTextMessage,
  type SetNameTextRequest,
  setNameTextRequestSchema,
} from './nameText'
