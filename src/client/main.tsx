import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { writeFallbackPage } from './app/fallback-page'
import { runStartup } from './app/startup'
import './styles.css'

runStartup()

const rootElement = document.getElementById('root')
if (!rootElement) {
  writeFallbackPage()
} else {
  try {
    createRoot(rootElement, {
      onUncaughtError: (error) => {
        console.error('the app could not render', error)
        writeFallbackPage()
      },
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  } catch (error) {
    console.error('the app could not start', error)
    writeFallbackPage()
  }
}
