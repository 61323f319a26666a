import { cryptoAssets, sampleBtcWeeklyCloses } from '@content/crypto'
import { useId, useState } from 'react'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { dollarCostAverage } from '@/shared/crypto'
import { changeClass, formatUsd } from './format'

function DcaCalculator() {
  const id = useId()
  const [amount, setAmount] = useState('100')
  const value = Number(amount)
  const valid = Number.isFinite(value) && value > 0 && value <= 1_000_000
  const result = dollarCostAverage(valid ? value : 0, sampleBtcWeeklyCloses)
  return (
    <div className="rounded-xl border border-border bg-card/60 p-4">
      <h4 className="font-semibold">Dollar-cost averaging</h4>
      <p className="mt-1 text-sm text-muted-foreground">
        Buy the same amount of BTC each week for six weeks of sample prices.
      </p>
      <Label htmlFor={`${id}-amount`} className="mt-4 block">
        Amount per week (USD)
      </Label>
      <Input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={!valid}
        className="mt-1 max-w-40"
      />
      {valid ? (
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm" aria-live="polite">
          <dt className="text-muted-foreground">Invested</dt>
          <dd className="tabular-nums">{formatUsd(result.invested)}</dd>
          <dt className="text-muted-foreground">BTC bought</dt>
          <dd className="tabular-nums">{result.units.toFixed(6)}</dd>
          <dt className="text-muted-foreground">Average price</dt>
          <dd className="tabular-nums">{formatUsd(result.averagePrice)}</dd>
          <dt className="text-muted-foreground">Worth now</dt>
          <dd className={`tabular-nums ${changeClass(result.worth - result.invested)}`}>
            {formatUsd(result.worth)}
          </dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-destructive">Enter an amount between 0 and 1,000,000.</p>
      )}
    </div>
  )
}

function Converter() {
  const id = useId()
  const [symbol, setSymbol] = useState(cryptoAssets[0]?.symbol ?? 'BTC')
  const [amount, setAmount] = useState('1')
  const asset = cryptoAssets.find((candidate) => candidate.symbol === symbol)
  const value = Number(amount)
  return (
    <div className="rounded-xl border border-border bg-card/60 p-4">
      <h4 className="font-semibold">Converter</h4>
      <p className="mt-1 text-sm text-muted-foreground">
        What an amount is worth at sample prices.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="mt-1 w-32"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-asset`}>Asset</Label>
          <NativeSelect
            id={`${id}-asset`}
            value={symbol}
            onChange={(event) => setSymbol(event.target.value)}
            className="mt-1 w-44"
          >
            {cryptoAssets.map((candidate) => (
              <option key={candidate.symbol} value={candidate.symbol}>
                {candidate.name} ({candidate.symbol})
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="mt-4 font-display text-2xl font-semibold" aria-live="polite">
        {asset && Number.isFinite(value) && value >= 0 ? formatUsd(value * asset.samplePrice) : '—'}
      </p>
    </div>
  )
}

export function ToolsTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DcaCalculator />
      <Converter />
    </div>
  )
}
