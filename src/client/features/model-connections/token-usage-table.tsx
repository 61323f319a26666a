import { useState } from 'react'
import { StatusTable, type StatusColumn } from '@/client/components/status-table'
import { NativeSelect } from '@/client/components/ui/native-select'
import { formatNumber } from '@/client/lib/format-number'
import { pluralWord } from '@/shared/plural'
import { useTokenUsage } from './api'

const COLUMNS: StatusColumn[] = [
  { label: 'Day' },
  { label: 'Person' },
  { label: 'Model' },
  { label: 'Turns', align: 'right' },
  { label: 'Prompt tokens', align: 'right' },
  { label: 'Reply tokens', align: 'right' },
]

const WINDOWS = [1, 7, 30, 90] as const

/**
 * The tokens the chat turns took per day (UTC), person and model, visitors counted together:
 * the model's own count where it gave one, else the estimate.
 */
export function TokenUsageTable() {
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(7)
  const usage = useTokenUsage(days)
  const rows = usage.data?.rows ?? []
  const total = rows.reduce((sum, row) => sum + row.promptTokens + row.completionTokens, 0)
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {usage.data
            ? `${formatNumber(total)} ${pluralWord(total, 'token')} since ${usage.data.since} (UTC), the model's own count where it gave one, else an estimate.`
            : 'Counting…'}
        </p>
        <label className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Days</span>
          <NativeSelect
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value) as (typeof WINDOWS)[number])}
          >
            {WINDOWS.map((window) => (
              <option key={window} value={window}>
                {window === 1 ? 'Today' : `Last ${window} days`}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {usage.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {usage.error.message}
        </p>
      ) : (
        <StatusTable
          caption="Tokens per day, person and model"
          columns={COLUMNS}
          className="min-w-[36rem]"
          bodyClassName="tabular-nums"
        >
          {rows.map((row) => (
            <tr
              key={`${row.day} ${row.username ?? ''} ${row.model}`}
              className="border-t border-border"
            >
              <td className="whitespace-nowrap px-3 py-2">{row.day}</td>
              <th scope="row" className="px-3 py-2 font-normal">
                {row.username ?? <span className="text-muted-foreground">Visitors</span>}
              </th>
              <td className="max-w-[14rem] truncate px-3 py-2 font-mono text-xs">{row.model}</td>
              <td className="px-3 py-2 text-right">{formatNumber(row.turns)}</td>
              <td className="px-3 py-2 text-right">{formatNumber(row.promptTokens)}</td>
              <td className="px-3 py-2 text-right">{formatNumber(row.completionTokens)}</td>
            </tr>
          ))}
          {usage.data && rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-3 text-muted-foreground">
                No chat turn in this window.
              </td>
            </tr>
          ) : null}
        </StatusTable>
      )}
    </div>
  )
}
