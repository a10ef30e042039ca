export {
  type ErrorEvent,
  type ErrorEventResponse,
  errorEventResponseSchema,
  errorEventSchema,
  KIT_ERROR_MESSAGE_MAX_CHARS,
  type KitErrorEvent,
  type KitErrorProperties,
  kitErrorEventSchema,
  kitErrorPropertiesSchema,
} from './errorEvent'
