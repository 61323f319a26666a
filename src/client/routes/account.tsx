import { AccountSettings } from '@/client/features/auth/account/account-settings'

/** `/account`. */
export default function AccountSettingsScreen() {
  return <AccountSettings />
}
