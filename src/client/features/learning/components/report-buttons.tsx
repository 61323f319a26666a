import { Download, FileText } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import type { ReportTicket, ReportType } from '@/shared/learning'
import { downloadReport, type ReportFormat } from '../api/download-report'
import { useGenerateReport } from '../api/generate-report'

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Download Failed',
    description: error instanceof Error ? error.message : 'Please try again.',
  })

/** Weekly and monthly reports: generated on the server, downloaded as Markdown or JSON. */
export function ReportButtons({ userId }: { userId: number }) {
  const generate = useGenerateReport()
  const [ticket, setTicket] = useState<(ReportTicket & { reportType: ReportType }) | null>(null)

  const create = (reportType: ReportType) =>
    generate.mutate(
      { userId, reportType },
      {
        onSuccess: (created) => {
          setTicket({ ...created, reportType })
          downloadReport(created.downloadToken, 'md').catch(failed)
        },
      },
    )

  const again = (format: ReportFormat) => {
    if (ticket) downloadReport(ticket.downloadToken, format).catch(failed)
  }

  const pending = generate.isPending ? generate.variables?.reportType : undefined
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {(['weekly', 'monthly'] as const).map((type) => (
          <Button
            key={type}
            variant="outline"
            disabled={generate.isPending}
            onClick={() => create(type)}
          >
            <FileText aria-hidden />
            {pending === type
              ? 'Generating...'
              : type === 'weekly'
                ? 'Weekly Report'
                : 'Monthly Report'}
          </Button>
        ))}
      </div>
      {ticket ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {ticket.fileName} · link valid until{' '}
            {new Date(ticket.expiresAt).toLocaleString([], {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => again('md')}>
            <Download aria-hidden />
            Markdown
          </Button>
          <Button variant="ghost" size="sm" onClick={() => again('json')}>
            <Download aria-hidden />
            JSON
          </Button>
        </div>
      ) : null}
    </div>
  )
}
