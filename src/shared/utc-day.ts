/** The UTC day of `date` as `YYYY-MM-DD`: the key of every per-day count. */
export const utcDay = (date: Date = new Date()): string => date.toISOString().slice(0, 10)
