import { ModelConnectionsSettings } from '@/client/features/model-connections/model-connections-settings'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/model-connections`: model connections and the model of each persona (administrators). */
export default function ModelConnectionsScreen() {
  return (
    <OperatorScreen eyebrow="Settings" fallbackTitle="Model Connections">
      <ModelConnectionsSettings />
    </OperatorScreen>
  )
}
