import { VerificationMatrix } from '@/client/features/agent-zero/verification-matrix'
import { OperatorScreen } from '@/client/components/operator-screen'

/** `/truth-verification-matrix`, `/component-verification`, `/quality-assurance`. */
export default function VerificationScreen() {
  return (
    <OperatorScreen eyebrow="Verification" fallbackTitle="Truth Verification Matrix">
      <VerificationMatrix />
    </OperatorScreen>
  )
}
