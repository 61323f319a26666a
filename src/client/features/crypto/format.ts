const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const usdSmall = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 4,
})

export const formatUsd = (value: number) => (Math.abs(value) < 10 ? usdSmall : usd).format(value)
export const formatPercent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`
export const changeClass = (value: number) =>
  value > 0 ? 'text-emerald-300' : value < 0 ? 'text-rose-300' : 'text-muted-foreground'
