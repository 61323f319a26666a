import { FlaskConical } from 'lucide-react'

/** Says plainly that the figures are samples, not market data. */
export function SampleNotice() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>Sample data.</strong> Prices, changes and holdings here are illustrative figures for
        learning, not live market data and not advice.
      </span>
    </p>
  )
}
