// The parts of @foyer/protocol's contracts that hold zod schemas and that the parts of core built
// at startup need: the API's error bodies and the error analytics. Loaded on first use through
// loadContracts() (an error answer, a kit error reported): zod (about 27 KiB gzip) is no part of
// a page's initial JS nor, on a visit without errors, of its heap; every answer these check is
// still checked against the same schemas.
export {
  ANALYTICS_ROUTES,
  analyticsConfigResponseSchema,
  apiErrorSchema,
  KIT_ERROR_MESSAGE_MAX_CHARS,
  kitErrorPropertiesSchema,
  REMOTE_CONFIG_ROUTES,
} from '@foyer/protocol'
