/**
 * The Financial Flex Tracker is an app on a third-party host (docs/product/community.md). Its
 * address is kept here, in one place, and its origin is allowed in the CSP `frame-src`
 * (src/server/plugins/security.ts). See docs/decisions/013-financial-tracker-embed.md.
 */
export const FINANCIAL_TRACKER_URL = 'https://financial-flex-tracker.replit.app/'
export const FINANCIAL_TRACKER_ORIGIN = new URL(FINANCIAL_TRACKER_URL).origin

/** The snippet "Copy Embed Code" puts on the clipboard: width 100%, height 600. */
export const financialTrackerEmbedCode = () =>
  `<iframe src="${FINANCIAL_TRACKER_URL}" width="100%" height="600" style="border:0" title="Financial Flex Tracker" loading="lazy"></iframe>`
