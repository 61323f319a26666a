import { cryptoAssets, sampleHoldings } from '@content/crypto'
import { valuePortfolio } from '@/shared/crypto'
import { changeClass, formatUsd } from './format'

const palette = ['bg-violet-400', 'bg-cyan-400', 'bg-amber-400', 'bg-emerald-400', 'bg-pink-400']

export function PortfolioTab() {
  const portfolio = valuePortfolio(sampleHoldings, cryptoAssets)
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ['Sample value', formatUsd(portfolio.total), ''],
          ['Sample cost', formatUsd(portfolio.cost), ''],
          ['Sample gain', formatUsd(portfolio.gain), changeClass(portfolio.gain)],
        ].map(([label, value, tone]) => (
          <div key={label} className="rounded-xl border border-border bg-card/60 p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={`mt-1 font-display text-2xl font-semibold ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="flex h-3 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`Allocation: ${portfolio.lines.map((line) => `${line.symbol} ${Math.round(line.allocation)}%`).join(', ')}`}
      >
        {portfolio.lines.map((line, i) => (
          <span
            key={line.symbol}
            className={palette[i % palette.length]}
            style={{ width: `${line.allocation}%` }}
          />
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-2 font-medium">Asset</th>
              <th className="py-2 text-right font-medium">Amount</th>
              <th className="py-2 text-right font-medium">Value</th>
              <th className="py-2 text-right font-medium">Gain</th>
              <th className="py-2 text-right font-medium">Share</th>
            </tr>
          </thead>
          <tbody>
            {portfolio.lines.map((line, i) => (
              <tr key={line.symbol} className="border-t border-border">
                <td className="py-2">
                  <span
                    className={`mr-2 inline-block size-2.5 rounded-full ${palette[i % palette.length]}`}
                  />
                  {line.name}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {line.amount} {line.symbol}
                </td>
                <td className="py-2 text-right tabular-nums">{formatUsd(line.value)}</td>
                <td className={`py-2 text-right tabular-nums ${changeClass(line.gain)}`}>
                  {formatUsd(line.gain)}
                </td>
                <td className="py-2 text-right tabular-nums">{line.allocation.toFixed(1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
