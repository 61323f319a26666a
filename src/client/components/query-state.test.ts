import { Inbox, Users } from 'lucide-react'
import { createElement, isValidElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from './empty-state'
import { LoadError, QueryState, type QueryLike } from './query-state'
import { StatTile } from './stat-tile'

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
})

const render = (q: QueryLike<string[]>) =>
  renderToStaticMarkup(
    createElement(QueryState<string[]>, {
      query: q,
      loading: 'Reading the list…',
      errorLead: 'The list did not load',
      isEmpty: (items) => items.length === 0,
      empty: 'Nothing yet.',
      children: (items) => createElement('ul', null, items.join(',')),
    }),
  )

describe('QueryState', () => {
  it('says it is loading, marked busy, while the read is pending', () => {
    const html = render(query({ isPending: true }))
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Reading the list…')
    expect(html).not.toContain('<ul')
  })

  it('shows a failed read as an alert with its message and a retry', () => {
    const html = render(query({ error: new Error('Server unreachable') }))
    expect(html).toContain('role="alert"')
    expect(html).toContain('The list did not load: Server unreachable')
    expect(html).toContain('Try again')
  })

  it('shows the empty slot when there is nothing, and the data otherwise', () => {
    expect(render(query({ data: [] }))).toContain('Nothing yet.')
    const html = render(query({ data: ['a', 'b'] }))
    expect(html).toBe('<ul>a,b</ul>')
  })

  it('renders an empty slot that is an element as it is', () => {
    const html = renderToStaticMarkup(
      createElement(QueryState<string[]>, {
        query: query({ data: [] }),
        isEmpty: (items) => items.length === 0,
        empty: createElement(EmptyState, { icon: Inbox, title: 'No notes yet' }, 'Create one.'),
        children: () => 'data',
      }),
    )
    expect(html).toContain('No notes yet')
    expect(html).toContain('Create one.')
    expect(html).not.toContain('data')
  })
})

describe('LoadError', () => {
  it('reads again when its button is pressed', () => {
    const onRetry = vi.fn()
    const element = LoadError({ message: 'Gone', onRetry }) as ReactElement<{
      children: ReactElement<{ onClick: () => void }>[]
    }>
    const button = element.props.children.find(
      (child) => isValidElement(child) && typeof child.props.onClick === 'function',
    )
    button?.props.onClick()
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

describe('StatTile', () => {
  it('names a plain figure with its label, and leaves an element figure to its own words', () => {
    const plain = renderToStaticMarkup(
      createElement(StatTile, { icon: Users, label: 'Active Agents', value: 3, detail: 'now' }),
    )
    expect(plain).toContain('<dt')
    expect(plain).toContain('aria-label="Active Agents: 3"')
    expect(plain).toContain('now')
    const element = renderToStaticMarkup(
      createElement(StatTile, {
        icon: Users,
        label: 'Load',
        value: createElement('span', null, '42 %'),
      }),
    )
    expect(element).not.toContain('aria-label')
    expect(element).toContain('<span>42 %</span>')
  })
})
