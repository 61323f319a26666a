import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchases } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { revenueSummary } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

type Session = Awaited<ReturnType<typeof signUp>>

const buy = (session: Session | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases',
    payload,
    headers: session ? { cookie: session.cookie } : {},
  })
const mine = async (session: Session) =>
  (await t.app.inject({ url: '/api/purchases', headers: { cookie: session.cookie } })).json() as {
    productType: string
    productId: string
    amountCents: number
  }[]

describe('POST /api/purchases', () => {
  it('asks visitors for an account', async () => {
    const res = await buy(null, { productType: 'book', productId: 'codex-of-the-twelve' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please create an account or log in to make purchases.')
    // Before the body is read: a visitor's malformed purchase gets the same answer.
    const malformed = await buy(null, { productType: 'spaceship' })
    expect(malformed.statusCode).toBe(401)
    expect(malformed.json().message).toBe('Please create an account or log in to make purchases.')
  })

  it('records a book at its catalogue price, whatever the page claims', async () => {
    const ada = await signUp(t, 'ada_buys')
    const res = await buy(ada, {
      productType: 'book',
      productId: 'codex-of-the-twelve',
      amountCents: 1,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      productType: 'book',
      title: 'Codex of the Twelve',
      amountCents: 1200,
    })
  })

  it('needs the age confirmation for adult books', async () => {
    const bo = await signUp(t, 'bo_adult')
    const refused = await buy(bo, { productType: 'book', productId: 'midnight-confessions' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^ageConfirmed:/)
    const bought = await buy(bo, {
      productType: 'book',
      productId: 'midnight-confessions',
      ageConfirmed: true,
    })
    expect(bought.json().amountCents).toBe(1600)
  })

  it('needs accepted fees for backend upgrades and integrations, not for free upgrades', async () => {
    const cy = await signUp(t, 'cy_upgrades')
    const backend = { productType: 'upgrade', productId: 'custom-model-connection' }
    expect((await buy(cy, backend)).statusCode).toBe(400)
    expect((await buy(cy, { ...backend, feesAccepted: true })).json().amountCents).toBe(200)
    expect(
      (await buy(cy, { productType: 'upgrade', productId: 'codex-starter-prompts' })).json()
        .amountCents,
    ).toBe(0)
    const integration = { productType: 'integration', productId: 'character-ai' }
    expect((await buy(cy, integration)).statusCode).toBe(400)
    expect((await buy(cy, { ...integration, feesAccepted: true })).json().amountCents).toBe(200)
    expect(
      (await buy(cy, { productType: 'experience', productId: 'mentor-lesson' })).json().amountCents,
    ).toBe(0)
    expect((await mine(cy)).map((p) => p.productId)).toEqual([
      'mentor-lesson',
      'character-ai',
      'codex-starter-prompts',
      'custom-model-connection',
    ])
  })

  it('refuses coming-soon items, unknown ids and other product types', async () => {
    const di = await signUp(t, 'di_refused')
    const soon = await buy(di, {
      productType: 'integration',
      productId: 'music-ai-composer',
      feesAccepted: true,
    })
    expect(soon.statusCode).toBe(409)
    expect((await buy(di, { productType: 'book', productId: 'the-memory-thief' })).statusCode).toBe(
      409,
    )
    const unknown = await buy(di, { productType: 'book', productId: 'no-such-book' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toMatch(/^productId:/)
    const plan = await buy(di, { productType: 'plan', productId: 'pro' })
    expect(plan.statusCode).toBe(400)
    expect(plan.json().message).toMatch(/^productType:/)
    expect(await mine(di)).toEqual([])
  })

  it('lists only the signed-in user’s purchases', async () => {
    const ed = await signUp(t, 'ed_list')
    const flo = await signUp(t, 'flo_list')
    await buy(ed, { productType: 'book', productId: 'the-glass-orchard' })
    expect(await mine(flo)).toEqual([])
    expect((await mine(ed)).map((p) => p.productId)).toEqual(['the-glass-orchard'])
    expect((await t.app.inject({ url: '/api/purchases' })).statusCode).toBe(401)
  })
})

describe('upgrades are recorded as plan purchases', () => {
  it('records the first upgrade at the plan price, and a later move to Enterprise', async () => {
    const gil = await signUp(t, 'gil_upgrade')
    const upgrade = (plan: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upgrade-premium',
        headers: { cookie: gil.cookie },
        payload: { userId: gil.user.id, plan },
      })
    expect((await upgrade('pro')).json().user.isPremium).toBe(true)
    await upgrade('pro')
    expect(await mine(gil)).toEqual([
      expect.objectContaining({ productType: 'plan', productId: 'pro', amountCents: 1900 }),
    ])
    await upgrade('enterprise')
    await upgrade('enterprise')
    expect((await mine(gil)).map((p) => [p.productId, p.amountCents])).toEqual([
      ['enterprise', 9900],
      ['pro', 1900],
    ])
  })

  it('records nothing for a refused upgrade', async () => {
    const hu = await signUp(t, 'hu_refused')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade-premium',
      headers: { cookie: hu.cookie },
      payload: { userId: hu.user.id + 999 },
    })
    expect(res.statusCode).toBe(403)
    expect(await mine(hu)).toEqual([])
  })
})

describe('a book bought once', () => {
  it('refuses a second purchase of the same book with 409, even two at once, and keeps one', async () => {
    const bo = await signUp(t, 'bo_once')
    const book = { productType: 'book', productId: 'the-listening-machine' }
    const [first, second] = await Promise.all([buy(bo, book), buy(bo, book)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409])
    const again = await buy(bo, book)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/^productId: this book is already yours/)
    expect((await mine(bo)).filter((p) => p.productId === book.productId)).toHaveLength(1)
  })
})

describe('GET /api/books/:bookId/reading (decision 263)', () => {
  const read = (session: Session | null, bookId: string) =>
    t.app.inject({
      url: `/api/books/${bookId}/reading`,
      headers: session ? { cookie: session.cookie } : {},
    })

  it('gives the owner the whole text, and visitors and other members the sample only', async () => {
    const cy = await signUp(t, 'cy_reads')
    const dee = await signUp(t, 'dee_not_owner')
    const before = await read(cy, 'seven-small-awakenings')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({ owned: false, complete: false })
    expect(before.json().paragraphs).toHaveLength(1)
    const sample = before.json().paragraphs[0] as string

    expect(
      (await buy(cy, { productType: 'book', productId: 'seven-small-awakenings' })).statusCode,
    ).toBe(201)
    const after = (await read(cy, 'seven-small-awakenings')).json()
    expect(after).toMatchObject({ owned: true, complete: true, title: 'Seven Small Awakenings' })
    expect(after.paragraphs.length).toBeGreaterThan(3)
    // The whole text opens with the sample the store shows.
    expect(after.paragraphs[0]).toBe(sample)

    for (const other of [null, dee]) {
      const body = (await read(other, 'seven-small-awakenings')).json()
      expect(body).toMatchObject({ owned: false, complete: false, paragraphs: [sample] })
    }
  })

  it('says when an owned title is read as its sample, and refuses unknown or malformed ids', async () => {
    const eli = await signUp(t, 'eli_reads')
    await buy(eli, { productType: 'book', productId: 'codex-of-the-twelve' })
    const owned = (await read(eli, 'codex-of-the-twelve')).json()
    expect(owned).toMatchObject({ owned: true, complete: false })
    expect(owned.paragraphs).toHaveLength(1)
    expect((await read(eli, 'no-such-book')).statusCode).toBe(404)
    expect((await read(eli, 'Not%20A%20Slug')).statusCode).toBe(400)
  })
})

describe('revenue summary', () => {
  it('counts upgrades and intents per day and per product, every day present', async () => {
    const fresh = await buildTestApp()
    try {
      const a = await signUp(fresh, 'rev_a')
      const b = await signUp(fresh, 'rev_b')
      // A book is bought once per person (decision 252): its second sale is someone else's.
      const c = await signUp(fresh, 'rev_c')
      const db = fresh.app.database.db
      const at = (iso: string) => new Date(iso)
      await db.insert(purchases).values([
        {
          userId: a.user.id,
          productType: 'plan',
          productId: 'pro',
          amountCents: 1900,
          createdAt: at('2026-05-08T10:00:00Z'),
        },
        {
          userId: b.user.id,
          productType: 'book',
          productId: 'the-glass-orchard',
          amountCents: 1200,
          createdAt: at('2026-05-08T23:59:00Z'),
        },
        {
          userId: c.user.id,
          productType: 'book',
          productId: 'the-glass-orchard',
          amountCents: 1200,
          createdAt: at('2026-05-10T01:00:00Z'),
        },
        {
          userId: a.user.id,
          productType: 'course',
          productId: 'culinary-craft',
          amountCents: 8900,
          createdAt: at('2026-05-10T09:00:00Z'),
        },
        {
          userId: a.user.id,
          productType: 'book',
          productId: 'the-glass-orchard',
          amountCents: 1200,
          createdAt: at('2026-04-01T09:00:00Z'),
        },
      ])
      const summary = await revenueSummary(db, 3, at('2026-05-10T12:00:00Z'))
      expect(summary.from).toBe('2026-05-08')
      expect(summary.byDay).toEqual([
        { date: '2026-05-08', upgrades: 1, intents: 1, amountCents: 3100 },
        { date: '2026-05-09', upgrades: 0, intents: 0, amountCents: 0 },
        { date: '2026-05-10', upgrades: 0, intents: 2, amountCents: 10100 },
      ])
      expect(summary.totals).toEqual({ upgrades: 1, intents: 3, amountCents: 13200, buyers: 3 })
      expect(summary.byProduct[0]).toEqual({
        productType: 'book',
        productId: 'the-glass-orchard',
        title: 'The Glass Orchard',
        count: 2,
        amountCents: 2400,
      })

      const res = await fresh.app.inject({ url: '/api/revenue?days=7' })
      expect(res.statusCode).toBe(200)
      expect(res.json().byDay).toHaveLength(7)
      expect((await fresh.app.inject({ url: '/api/revenue?days=0' })).statusCode).toBe(400)
    } finally {
      await fresh.close()
    }
  })
})
