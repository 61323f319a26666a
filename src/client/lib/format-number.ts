const count = new Intl.NumberFormat('en-GB')

/** A count with thousands separated: 4096 → "4,096". */
export const formatNumber = (value: number): string => count.format(value)
