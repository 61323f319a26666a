import { ToolDiscovery } from '@/client/features/quick-search/tool-discovery'

export default function ToolDiscoveryScreen() {
  return <ToolDiscovery />
}
