import { cryptoAssets, cryptoPlatforms } from '@content/crypto'
import { ExternalLink } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { changeClass, formatPercent, formatUsd } from './format'

export function OverviewTab() {
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {cryptoAssets.map((asset) => (
          <li key={asset.symbol} className="rounded-xl border border-border bg-card/60 p-4">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{asset.name}</span>
              <span className="text-xs text-muted-foreground">{asset.symbol}</span>
            </p>
            <p className="mt-2 font-display text-xl font-semibold">
              {formatUsd(asset.samplePrice)}
            </p>
            <p className={`text-sm ${changeClass(asset.sampleChange24h)}`}>
              {formatPercent(asset.sampleChange24h)} <span className="sr-only">in 24 hours</span>
            </p>
            <p className="mt-2 text-xs text-muted-foreground">{asset.summary}</p>
          </li>
        ))}
      </ul>
      <div>
        <h3 className="font-semibold">Explore on a crypto platform</h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {cryptoPlatforms.map((platform) => (
            <li key={platform.id}>
              <Button asChild variant="outline" size="sm">
                <a
                  href={platform.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={platform.description}
                >
                  Open {platform.name}
                  <ExternalLink aria-hidden />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
