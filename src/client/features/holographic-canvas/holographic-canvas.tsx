import { Maximize, Minimize, Pause, Play, Rotate3d, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import { drawScene } from './draw-scene'
import { PersonaTones } from './persona-tones'
import { createScene, PERSONAS, seededRandom, stepPulses, type Pulse } from './scene'

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The holographic node canvas (docs/product/media.md): animated nodes with play/pause, sound,
 * fullscreen and rotation. It starts still for reduced motion and draws nothing off-screen.
 */
export function HolographicCanvas() {
  const frameRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [playing, setPlaying] = useState(() => !prefersReducedMotion())
  const [rotating, setRotating] = useState(() => !prefersReducedMotion())
  const [sound, setSound] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const tones = useRef<PersonaTones | null>(null)
  const live = useRef({ playing, rotating, sound })
  useEffect(() => {
    live.current = { playing, rotating, sound }
  }, [playing, rotating, sound])

  useEffect(() => {
    const container = containerRef.current
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!container || !canvas || !context) return
    const scene = createScene()
    const random = seededRandom(11)
    let pulses: Pulse[] = []
    let angle = 0.4
    let size = { width: 0, height: 0 }
    let visible = false
    let frame = 0
    let last = 0

    const paint = () => drawScene(context, scene, pulses, angle, size.width, size.height)
    const tick = (now: number) => {
      frame = 0
      const dt = Math.min((now - (last || now)) / 1000, 0.1)
      last = now
      if (live.current.rotating) angle += dt * 0.25
      const step = stepPulses(scene, pulses, dt, random)
      pulses = step.pulses
      if (live.current.sound) step.arrivals.forEach((persona) => tones.current?.play(persona))
      paint()
      schedule()
    }
    // Runs only while playing, on screen and in a visible tab.
    const schedule = () => {
      if (frame || !live.current.playing || !visible || document.hidden) {
        last = 0
        return
      }
      frame = window.requestAnimationFrame(tick)
    }

    const resize = new ResizeObserver(() => {
      const ratio = window.devicePixelRatio || 1
      size = { width: container.clientWidth, height: container.clientHeight }
      canvas.width = Math.round(size.width * ratio)
      canvas.height = Math.round(size.height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      paint()
    })
    const onScreen = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false
      schedule()
    })
    const onTab = () => schedule()
    resize.observe(container)
    onScreen.observe(container)
    document.addEventListener('visibilitychange', onTab)
    container.addEventListener('projection:update', onTab)
    return () => {
      window.cancelAnimationFrame(frame)
      resize.disconnect()
      onScreen.disconnect()
      document.removeEventListener('visibilitychange', onTab)
      container.removeEventListener('projection:update', onTab)
    }
  }, [])

  // Wakes the loop when play is pressed (the loop itself stops when paused).
  useEffect(() => {
    containerRef.current?.dispatchEvent(new Event('projection:update'))
  }, [playing])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      tones.current?.close()
    }
  }, [])

  const toggleSound = async () => {
    tones.current ??= new PersonaTones()
    if (sound) await tones.current.disable()
    else await tones.current.enable()
    setSound(!sound)
  }

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void frameRef.current?.requestFullscreen()
  }

  const label = `Holographic projection of the codex: ${PERSONAS.map((p) => `${p.name} at ${p.frequency} Hz`).join(', ')}, linked by pulsing nodes.`
  return (
    <div
      id="holographic-canvas"
      ref={frameRef}
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-[#0d0b1a]',
        fullscreen && 'flex h-screen flex-col rounded-none',
      )}
    >
      <div
        ref={containerRef}
        className={cn('relative w-full', fullscreen ? 'flex-1' : 'h-[420px]')}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          className="absolute inset-0 size-full"
        />
      </div>
      <div
        className="flex flex-wrap gap-2 border-t border-border p-3"
        role="toolbar"
        aria-label="Projection controls"
      >
        <Button size="sm" variant="secondary" onClick={() => setPlaying(!playing)}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={sound}
          onClick={() => void toggleSound()}
        >
          {sound ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}{' '}
          {sound ? 'Sound on' : 'Sound off'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={rotating}
          onClick={() => setRotating(!rotating)}
        >
          <Rotate3d aria-hidden /> {rotating ? 'Rotation on' : 'Rotation off'}
        </Button>
        <Button size="sm" variant="secondary" onClick={toggleFullscreen}>
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        </Button>
      </div>
    </div>
  )
}
