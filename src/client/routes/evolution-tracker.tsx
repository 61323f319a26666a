import { EvolutionTracker } from '@/client/features/agent-zero/evolution-tracker'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/consciousness-evolution-tracker`: counts over time by entity and type. */
export default function EvolutionTrackerScreen() {
  return (
    <OperatorScreen eyebrow="Evolution" fallbackTitle="Evolution Tracker">
      <EvolutionTracker />
    </OperatorScreen>
  )
}
