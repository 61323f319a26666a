// The auth module's face to other modules' routes: its service, and the session cookie that
// only a route can set or clear.
export * from './service'
export { clearSessionCookie, setSessionCookie } from './sessions'
