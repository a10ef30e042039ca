/** Every server path the frame calls, in one place. Each carries ?projectId&st&sv. */
export const API_PATHS = {
  allowedOrigins: '/projects/v1/origins',
  emailConnect: '/auth/v1/email/connect',
  emailOtp: '/auth/v1/email/otp',
  deviceWait: '/auth/v1/device/wait',
  session: '/auth/v1/session',
  signOut: '/auth/v1/signout',
  emailUpdate: '/auth/v1/email/update',
  emailUpdatePrimary: '/auth/v1/email/update/primary',
  emailUpdateSecondary: '/auth/v1/email/update/secondary',
  shares: '/wallet/v1/shares',
  authShare: '/wallet/v1/shares/auth',
  recoveryShare: '/wallet/v1/shares/recovery',
  socialStart: '/auth/v1/social/start',
  socialCallback: '/auth/v1/social/callback',
  farcasterStart: '/auth/v1/farcaster/start',
  farcasterConnect: '/auth/v1/farcaster/connect',
} as const
