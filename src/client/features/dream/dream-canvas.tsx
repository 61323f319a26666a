import { useEffect, useRef } from 'react'

interface Orb {
  x: number
  y: number
  radius: number
  speed: number
  phase: number
  hue: number
}

const HUES = [200, 330, 275, 150]

/**
 * Slowly drifting glowing orbs and stars over the whole screen. Still for reduced motion, and
 * idle while the tab is hidden.
 */
export function DreamCanvas({ glow }: { glow: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const glowRef = useRef(glow)
  useEffect(() => {
    glowRef.current = glow
  }, [glow])

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    let seed = 42
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const orbs: Orb[] = Array.from({ length: 14 }, (_, i) => ({
      x: random(),
      y: random(),
      radius: 0.08 + random() * 0.18,
      speed: 0.01 + random() * 0.02,
      phase: random() * Math.PI * 2,
      hue: HUES[i % HUES.length]!,
    }))
    const stars = Array.from({ length: 120 }, () => ({
      x: random(),
      y: random(),
      size: random() * 1.4 + 0.2,
      phase: random() * 6,
    }))
    let frame = 0
    let width = 0
    let height = 0

    const resize = () => {
      const ratio = window.devicePixelRatio || 1
      width = canvas.clientWidth
      height = canvas.clientHeight
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
    }
    const draw = (time: number) => {
      const t = time / 1000
      context.fillStyle = '#07061a'
      context.fillRect(0, 0, width, height)
      context.globalCompositeOperation = 'lighter'
      for (const orb of orbs) {
        const x = (orb.x + Math.sin(t * orb.speed + orb.phase) * 0.12) * width
        const y = (orb.y + Math.cos(t * orb.speed * 0.8 + orb.phase) * 0.1) * height
        const r = orb.radius * Math.max(width, height) * (0.9 + 0.1 * Math.sin(t * 0.3 + orb.phase))
        const gradient = context.createRadialGradient(x, y, 0, x, y, r)
        const alpha = 0.1 + 0.12 * glowRef.current
        gradient.addColorStop(0, `hsla(${orb.hue}, 80%, 65%, ${alpha})`)
        gradient.addColorStop(1, `hsla(${orb.hue}, 80%, 40%, 0)`)
        context.fillStyle = gradient
        context.beginPath()
        context.arc(x, y, r, 0, Math.PI * 2)
        context.fill()
      }
      for (const star of stars) {
        context.fillStyle = `rgba(255,255,255,${0.3 + 0.3 * Math.sin(t + star.phase)})`
        context.fillRect(star.x * width, star.y * height, star.size, star.size)
      }
      context.globalCompositeOperation = 'source-over'
    }
    const tick = (time: number) => {
      draw(time)
      frame = document.hidden ? 0 : window.requestAnimationFrame(tick)
    }
    const onVisibility = () => {
      if (!document.hidden && !frame && !still) frame = window.requestAnimationFrame(tick)
    }
    const observer = new ResizeObserver(() => {
      resize()
      draw(performance.now())
    })
    observer.observe(canvas)
    resize()
    if (still) draw(0)
    else frame = window.requestAnimationFrame(tick)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.cancelAnimationFrame(frame)
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  return <canvas ref={canvasRef} className="absolute inset-0 size-full" aria-hidden />
}
