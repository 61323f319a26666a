import { describe, expect, it } from 'vitest'
import { accountContract } from '@/shared/contract/account'
import { audioContract } from '@/shared/contract/audio'
import { authContract } from '@/shared/contract/auth'
import { chatContract } from '@/shared/contract/chat'
import { communicationContract } from '@/shared/contract/communication'
import { marketingContract } from '@/shared/contract/marketing'
import { memoryContract } from '@/shared/contract/memory'
import { notesContract } from '@/shared/contract/notes'
import { openAiContract } from '@/shared/contract/openai-api'
import { searchContract } from '@/shared/contract/search'
import { boardContract } from '@/shared/contract/board'
import type { RouteCost } from '@/shared/endpoint-schema'
import { budgetPerMinute, routeCost } from './rate-limit'

const costOf = (operation: { endpoint: { method: string; path: string }; schema: object }) =>
  routeCost(
    operation.endpoint.method,
    operation.endpoint.path,
    (operation.schema as { cost?: RouteCost }).cost,
  )

describe('routeCost', () => {
  it('gives each route the cost its contract entry declares', () => {
    expect(costOf(authContract.login)).toBe('auth')
    expect(costOf(authContract.register)).toBe('auth')
    expect(costOf(accountContract.changePassword)).toBe('auth')
    expect(costOf(chatContract.ask)).toBe('model')
    expect(costOf(communicationContract.broadcast)).toBe('model')
    expect(costOf(openAiContract.completion)).toBe('model')
    expect(costOf(audioContract.upload)).toBe('upload')
    expect(costOf(searchContract.search)).toBe('search')
    expect(costOf(notesContract.search)).toBe('search')
    expect(costOf(marketingContract.pageView)).toBe('read')
  })

  it('counts an entry that declares nothing as a read when it is a GET, else a write', () => {
    expect(costOf(boardContract.list)).toBe('read')
    expect(costOf(boardContract.post)).toBe('write')
    expect(costOf(notesContract.remove)).toBe('write')
    expect(costOf(memoryContract.addFact)).toBe('write')
    expect(routeCost('GET', '/v1/models')).toBe('read')
  })

  it('never limits files, the page shell, the API documentation, health or metrics', () => {
    for (const url of ['/assets/index-abc.js', '/', '/*', '/healthz', '/metrics', '/api/docs/*'])
      expect(routeCost('GET', url, 'model'), url).toBeUndefined()
  })
})

describe('budgetPerMinute', () => {
  it('scales with the read budget and never reaches zero', () => {
    expect(budgetPerMinute('read', 600)).toBe(600)
    expect(budgetPerMinute('search', 600)).toBe(300)
    expect(budgetPerMinute('write', 600)).toBe(120)
    expect(budgetPerMinute('model', 600)).toBe(30)
    expect(budgetPerMinute('auth', 600)).toBe(20)
    expect(budgetPerMinute('auth', 2)).toBe(1)
  })
})
