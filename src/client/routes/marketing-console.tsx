import { MarketingConsole } from '@/client/features/marketing/marketing-console'

export default function MarketingConsoleRoute() {
  return <MarketingConsole />
}
