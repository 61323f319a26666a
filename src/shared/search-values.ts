/** Zod-free values of quick search the client needs (the schemas are in `search.ts`). */

/**
 * Whether a result's path is a page the server renders (the API reference), which the browser
 * loads, rather than a screen of the app the router shows.
 */
export const opensOnServer = (path: string) => path.startsWith('/api/')
