/**
 * docs/product/dashboards-and-operations.md: enhancement coverage = enhanced / total components,
 * rounded, in percent.
 */
export function coveragePercent(enhanced: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.round((Math.min(Math.max(enhanced, 0), total) / total) * 100)
}
