import { Volume2, VolumeX } from 'lucide-react'
import { Button } from '@/client/components/ui/button'

export function VoiceToggle({
  persona,
  enabled,
  supported,
  onToggle,
}: {
  persona: { name: string }
  enabled: boolean
  supported: boolean
  onToggle: () => void
}) {
  return (
    <Button
      type="button"
      variant={enabled ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={enabled}
      title={supported ? undefined : 'This browser cannot speak'}
      disabled={!supported}
      onClick={onToggle}
    >
      {enabled ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
      {/* The name holds the visible words too ("Adam's Voice off"), as speech input needs. */}
      <span className="text-xs">
        <span className="sr-only">{persona.name}&apos;s </span>
        {enabled ? 'Voice on' : 'Voice off'}
      </span>
    </Button>
  )
}
