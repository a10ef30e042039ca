import {
  connectEmailRequestSchema,
  connectEmailResponseSchema,
  deviceWaitRequestSchema,
  deviceWaitResponseSchema,
  sessionStatusSchema,
  updateEmailOtpRequestSchema,
  updateEmailPrimaryResponseSchema,
  updateEmailRequestSchema,
  updateEmailResponseSchema,
  updateEmailSecondaryResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../auth/emailAuthSchemas'
import {
  farcasterConnectRequestSchema,
  farcasterConnectResponseSchema,
  farcasterStartRequestSchema,
  farcasterStartResponseSchema,
} from '../auth/farcasterAuthSchemas'
import {
  SOCIAL_FORM_CALLBACK_PATH,
  socialCallbackRequestSchema,
  socialSessionGrantSchema,
  socialStartRequestSchema,
  socialStartResponseSchema,
} from '../auth/socialAuthSchemas'
import { defineRoute } from './defineRoute'

/** Email sign-in, device approval and the session: the frame's routes (bearer session). */
export const AUTH_ROUTES = {
  emailConnect: defineRoute({
    method: 'POST',
    path: '/auth/v1/email/connect',
    access: 'frame',
    body: connectEmailRequestSchema,
    response: connectEmailResponseSchema,
  }),
  emailOtp: defineRoute({
    method: 'POST',
    path: '/auth/v1/email/otp',
    access: 'frame',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
  }),
  deviceWait: defineRoute({
    method: 'POST',
    path: '/auth/v1/device/wait',
    access: 'frame',
    body: deviceWaitRequestSchema,
    response: deviceWaitResponseSchema,
  }),
  /** The device-approval link mailed to the user: opened from a mail client, without a project. */
  deviceApprovePage: defineRoute({
    method: 'GET',
    path: '/auth/v1/device/approve',
    access: 'public',
  }),
  deviceApprove: defineRoute({ method: 'POST', path: '/auth/v1/device/approve', access: 'public' }),
  session: defineRoute({
    method: 'GET',
    path: '/auth/v1/session',
    access: 'frame',
    response: sessionStatusSchema,
  }),
  signOut: defineRoute({ method: 'POST', path: '/auth/v1/signout', access: 'frame' }),
  emailUpdate: defineRoute({
    method: 'POST',
    path: '/auth/v1/email/update',
    access: 'frame',
    body: updateEmailRequestSchema,
    response: updateEmailResponseSchema,
  }),
  emailUpdatePrimary: defineRoute({
    method: 'POST',
    path: '/auth/v1/email/update/primary',
    access: 'frame',
    body: updateEmailOtpRequestSchema,
    response: updateEmailPrimaryResponseSchema,
  }),
  emailUpdateSecondary: defineRoute({
    method: 'POST',
    path: '/auth/v1/email/update/secondary',
    access: 'frame',
    body: updateEmailOtpRequestSchema,
    response: updateEmailSecondaryResponseSchema,
  }),
} as const

/** Social sign-in (OAuth / OpenID Connect through the frame). */
export const SOCIAL_AUTH_ROUTES = {
  start: defineRoute({
    method: 'POST',
    path: '/auth/v1/social/start',
    access: 'frame',
    body: socialStartRequestSchema,
    response: socialStartResponseSchema,
  }),
  callback: defineRoute({
    method: 'POST',
    path: '/auth/v1/social/callback',
    access: 'frame',
    body: socialCallbackRequestSchema,
    response: socialSessionGrantSchema,
  }),
  /** A provider's form POST (apple): no project; it only forwards a started sign-in. */
  formCallback: defineRoute({
    method: 'POST',
    path: SOCIAL_FORM_CALLBACK_PATH,
    access: 'publicLimited',
  }),
} as const

/** Farcaster sign-in through the frame (against the configured Farcaster auth relay). */
export const FARCASTER_AUTH_ROUTES = {
  start: defineRoute({
    method: 'POST',
    path: '/auth/v1/farcaster/start',
    access: 'frame',
    body: farcasterStartRequestSchema,
    response: farcasterStartResponseSchema,
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/auth/v1/farcaster/connect',
    access: 'frame',
    body: farcasterConnectRequestSchema,
    response: farcasterConnectResponseSchema,
  }),
} as const
