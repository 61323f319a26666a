import { styledPart } from './styled-part'

const Card = styledPart(
  'div',
  'card',
  'rounded-xl border border-border bg-card text-card-foreground shadow-sm',
)
const CardHeader = styledPart('div', 'card-header', 'flex flex-col gap-1.5 p-6')
const CardTitle = styledPart('h3', 'card-title', 'font-display text-lg font-semibold leading-tight')
const CardDescription = styledPart('p', 'card-description', 'text-sm text-muted-foreground')
const CardContent = styledPart('div', 'card-content', 'p-6 pt-0')
const CardFooter = styledPart('div', 'card-footer', 'flex items-center p-6 pt-0')

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }
