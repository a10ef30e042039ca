/** The server's auth and wallet answers, as the protocol defines them (one contract, two sides). */
export {
  type AuthShareResponse,
  type AuthUser as ApiUser,
  authShareResponseSchema,
  authUserSchema as apiUserSchema,
  connectEmailResponseSchema,
  type DeviceWaitResponse,
  deviceWaitResponseSchema,
  type RecoveryShareResponse,
  recoveryShareResponseSchema,
  type SessionGrant as Session,
  type SessionStatus,
  sessionGrantSchema as sessionSchema,
  sessionStatusSchema,
  updateEmailPrimaryResponseSchema,
  updateEmailResponseSchema,
  updateEmailSecondaryResponseSchema,
} from '@foyer/protocol'
