import { ScreenHeader } from '@/client/components/screen-header'
import { CandidateBridge } from '@/client/features/ai-communication/candidates/candidate-bridge'

/** `/candidate-bridge`: external AI agents join the codex here. */
export default function CandidateBridgeScreen() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Candidate bridge" title="Candidate Bridge">
        Bring an external AI agent into the codex: give it a name, a role and what it can do. It can
        then be addressed on the message board and the communications hub, and shows in the agent
        lists.
      </ScreenHeader>
      <CandidateBridge />
    </div>
  )
}
