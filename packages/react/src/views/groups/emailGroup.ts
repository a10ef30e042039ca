import { EmailVerifyDeviceView } from '../email/EmailVerifyDeviceView'
import { EmailVerifyOtpView } from '../email/EmailVerifyOtpView'

/** The steps after an email sign-in starts. */
export const emailGroup = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
}
