import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { learningEndpoints } from '@/shared/endpoints/learning'
import type { ReportType } from '@/shared/learning'
import { browserTimeZone, learningStatsQueryKey } from './get-learning-stats'

export const generateReport = (userId: number, reportType: ReportType) =>
  api(learningEndpoints.report, { body: { userId, reportType, tz: browserTimeZone() } })

export function useGenerateReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, reportType }: { userId: number; reportType: ReportType }) =>
      generateReport(userId, reportType),
    onSuccess: (_ticket, { reportType }) => {
      void queryClient.invalidateQueries({ queryKey: learningStatsQueryKey })
      toast({
        title: 'Learning Report Generated!',
        description: `Your ${reportType} report is downloading.`,
      })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Report Generation Failed',
        description: 'Unable to generate your learning report. Please try again.',
      })
    },
  })
}
