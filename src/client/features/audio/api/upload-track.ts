import { useMutation, useQueryClient } from '@tanstack/react-query'
import { urlOf } from '@/client/lib/api'
import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE } from '@/client/lib/api-request'
import type { Track } from '@/shared/audio'
import { audioEndpoints } from '@/shared/endpoints/audio'
import { invalidateAudio } from './get-tracks'

export interface UploadInput {
  file: Blob
  filename: string
  title?: string
  source: Track['source']
  durationSeconds?: number
}

/**
 * Uploads one audio file as multipart form data (fields first, as the server reads them), with
 * the same error semantics as `apiRequest`.
 */
export async function uploadTrack(input: UploadInput): Promise<Track> {
  const form = new FormData()
  if (input.title?.trim()) form.append('title', input.title.trim())
  form.append('source', input.source)
  if (input.durationSeconds !== undefined && Number.isFinite(input.durationSeconds))
    form.append('durationSeconds', String(Math.round(input.durationSeconds * 100) / 100))
  form.append('file', input.file, input.filename)
  let response: Response
  try {
    response = await fetch(urlOf(audioEndpoints.upload), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    })
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status)
  return (await response.json()) as Track
}

export function useUploadTrack() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadTrack,
    onSuccess: () => invalidateAudio(queryClient),
  })
}
