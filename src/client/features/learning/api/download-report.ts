import { urlOf } from '@/client/lib/api'
import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE } from '@/client/lib/api-request'

import { learningEndpoints } from '@/shared/endpoints/learning'

export type ReportFormat = 'md' | 'json'

/** The file name the server gives in Content-Disposition, or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback
}

/**
 * Downloads a report as Markdown (`/formatted`) or JSON and saves it under the server's file
 * name (type and date). Rejects with an ApiError carrying the server's message.
 */
export async function downloadReport(token: string, format: ReportFormat): Promise<string> {
  const endpoint =
    format === 'md' ? learningEndpoints.downloadFormatted : learningEndpoints.download
  const path = urlOf(endpoint, { params: { token } })
  let response: Response
  try {
    response = await fetch(path, { credentials: 'include' })
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0)
  }
  if (!response.ok) throw new ApiError(await errorMessageOf(response), response.status)
  const name = fileNameOf(response.headers.get('content-disposition'), `learning-report.${format}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return name
}
