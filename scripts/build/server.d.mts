export const SERVER_OUT: string
export function buildServer(): Promise<void>
