import { ResponseSettings } from '@/client/features/response-settings/response-settings'

/** `/ai-response-enhancement`. */
export default function ResponseSettingsScreen() {
  return <ResponseSettings />
}
