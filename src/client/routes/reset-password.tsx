import { ResetPassword } from '@/client/features/auth/account/reset-password'

/** `/reset-password`. */
export default function ResetPasswordScreen() {
  return <ResetPassword />
}
