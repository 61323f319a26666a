import { RECORDING_MAX_SECONDS } from '@/shared/audio'
import { downmix, encodeWav } from './wav'

/** Sample rate of saved recordings: speech and music stay clear, files stay small. */
export const RECORDING_SAMPLE_RATE = 22_050

/** A file's length from the browser's own decoder; undefined when it cannot tell. */
export function readDuration(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const audio = new Audio()
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url)
      resolve(value)
    }
    audio.preload = 'metadata'
    audio.onloadedmetadata = () =>
      done(Number.isFinite(audio.duration) ? audio.duration : undefined)
    audio.onerror = () => done(undefined)
    audio.src = url
  })
}

/**
 * Turns a MediaRecorder recording (WebM/Opus, Ogg …) into a mono WAV file at 22.05 kHz, a format
 * the server accepts and every browser plays.
 */
export async function recordingToWav(recording: Blob): Promise<{ wav: Blob; seconds: number }> {
  const context = new AudioContext()
  try {
    const decoded = await context.decodeAudioData(await recording.arrayBuffer())
    const seconds = Math.min(decoded.duration, RECORDING_MAX_SECONDS)
    const frames = Math.max(1, Math.ceil(seconds * RECORDING_SAMPLE_RATE))
    const offline = new OfflineAudioContext(1, frames, RECORDING_SAMPLE_RATE)
    const source = offline.createBufferSource()
    source.buffer = decoded
    source.connect(offline.destination)
    source.start()
    const rendered = await offline.startRendering()
    const channels = Array.from({ length: rendered.numberOfChannels }, (_, i) =>
      rendered.getChannelData(i),
    )
    const bytes = encodeWav(downmix(channels), RECORDING_SAMPLE_RATE)
    return { wav: new Blob([bytes.buffer as ArrayBuffer], { type: 'audio/wav' }), seconds }
  } finally {
    void context.close()
  }
}
