import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { styledPart } from './styled-part'

describe('styledPart', () => {
  it('renders the element with its slot and base classes, adding the caller’s', () => {
    const Title = styledPart('h3', 'card-title', 'font-semibold')
    const html = renderToStaticMarkup(createElement(Title, { className: 'mt-2', id: 'x' }, 'Hello'))
    expect(html).toBe('<h3 data-slot="card-title" class="font-semibold mt-2" id="x">Hello</h3>')
  })
})
