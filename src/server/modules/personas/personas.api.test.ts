import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_AVATAR_BYTES } from '@/shared/personas'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import {
  MAX_CARD_ART_BYTES,
  MAX_CARD_ART_SIDE,
  pngSize,
  readCard,
  writeCardPng,
} from './cards/index'
import { encodeChunk, PNG_SIGNATURE } from './cards/png'
import { seedBuiltins } from './service'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['persona_admin', 'persona_admin2'] })
})
afterAll(() => t.close())

const card = (name: string, extra: object = {}) => ({
  name,
  description: `${name} keeps a lighthouse on a cold coast.`,
  personality: 'patient, dry humour',
  scenario: 'A stormy night at the lighthouse.',
  first_mes: 'Welcome in, {{user}}. I am {{char}}; mind the wet floor.',
  tags: ['sea'],
  ...extra,
})

const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  cookie = '',
  body?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  })

const ids = async (cookie = '') =>
  ((await send('GET', '/api/personas', cookie)).json().personas as { id: string }[]).map(
    (p) => p.id,
  )

describe('the persona registry', () => {
  it('holds the four built-ins once, however often (and however many instances) seed', async () => {
    await Promise.all([seedBuiltins(t.app.database.db), seedBuiltins(t.app.database.db)])
    await seedBuiltins(t.app.database.db)
    expect(await ids()).toEqual(['adam', 'eve', 'eva', 'alex'])
    const adam = (await send('GET', '/api/personas/adam')).json()
    expect(adam).toMatchObject({ builtin: true, shared: true, mine: false, editable: false })
    expect(adam.card.system_prompt).toMatch(/^You are Adam/)
  })

  it('creates, lists, edits, duplicates and deletes a person’s own persona', async () => {
    const { cookie } = await signUp(t, 'keeper_owner')
    const created = await send('POST', '/api/personas', cookie, { card: card('Mara Vell') })
    expect(created.statusCode).toBe(201)
    const mara = created.json()
    expect(mara).toMatchObject({ name: 'Mara Vell', shared: false, mine: true, editable: true })
    expect(mara.id).toMatch(/^mara-vell-[0-9a-f]{8}$/)
    expect(mara.card).toMatchObject({ first_mes: card('Mara Vell').first_mes, extensions: {} })
    expect(await ids(cookie)).toEqual(['adam', 'eve', 'eva', 'alex', mara.id])

    const edited = await send('PATCH', `/api/personas/${mara.id}`, cookie, {
      card: { ...mara.card, scenario: 'Calm morning.' },
      voice: 'eva',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ voice: 'eva', card: { scenario: 'Calm morning.' } })

    const copy = await send('POST', `/api/personas/${mara.id}/duplicate`, cookie)
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({ name: 'Mara Vell (copy)', mine: true })

    const avatar = await send('GET', `/api/personas/${mara.id}/avatar`, cookie)
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(avatar.body).toContain('<title>Mara Vell</title>')

    expect((await send('DELETE', `/api/personas/${mara.id}`, cookie)).statusCode).toBe(204)
    expect(await ids(cookie)).toEqual(['adam', 'eve', 'eva', 'alex', copy.json().id])
  })

  it('keeps a private persona private: another person gets 404 and changes nothing', async () => {
    const owner = await signUp(t, 'private_owner')
    const other = await signUp(t, 'private_other')
    const mine = (
      await send('POST', '/api/personas', owner.cookie, { card: card('Secret Sal') })
    ).json()
    const url = `/api/personas/${mine.id}`
    for (const res of [
      await send('GET', url, other.cookie),
      await send('GET', url),
      await send('PATCH', url, other.cookie, { card: card('Stolen') }),
      await send('DELETE', url, other.cookie),
      await send('POST', `${url}/duplicate`, other.cookie),
      await send('GET', `${url}/avatar`, other.cookie),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toContain(mine.id)
    }
    expect(await ids(other.cookie)).not.toContain(mine.id)
    expect((await send('GET', url, owner.cookie)).json().name).toBe('Secret Sal')
    // Visitors see the built-ins only, and writing needs an account.
    expect(await ids()).toEqual(['adam', 'eve', 'eva', 'alex'])
    expect((await send('POST', '/api/personas', '', { card: card('Anon') })).statusCode).toBe(401)
  })

  it('keeps a private persona from administrators too: 404 for every verb, nothing changed', async () => {
    const admin = await signUp(t, 'persona_admin')
    const owner = await signUp(t, 'hidden_owner')
    const secret = (
      await send('POST', '/api/personas', owner.cookie, {
        card: card('Hidden Hal', { system_prompt: 'The secret prompt.' }),
      })
    ).json()
    const url = `/api/personas/${secret.id}`
    for (const res of [
      await send('GET', url, admin.cookie),
      await send('PATCH', url, admin.cookie, {}),
      await send('PATCH', url, admin.cookie, { shared: true }),
      await send('DELETE', url, admin.cookie),
      await send('POST', `${url}/duplicate`, admin.cookie),
      await send('GET', `${url}/avatar`, admin.cookie),
      await send('GET', `${url}/card.json`, admin.cookie),
      await send('GET', `${url}/card.png`, admin.cookie),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('The secret prompt.')
    }
    const kept = (await send('GET', url, owner.cookie)).json()
    expect(kept).toMatchObject({ shared: false, updatedAt: secret.updatedAt })
  })

  it('lets an administrator share a persona and edit a built-in; nobody else', async () => {
    const admin = await signUp(t, 'persona_admin2')
    const owner = await signUp(t, 'share_owner')
    const other = await signUp(t, 'share_other')
    const own = (
      await send('POST', '/api/personas', owner.cookie, { card: card('Owned Olga') })
    ).json()
    const selfShare = await send('PATCH', `/api/personas/${own.id}`, owner.cookie, {
      shared: true,
    })
    expect(selfShare.statusCode).toBe(403)
    expect(selfShare.json().message).toMatch(/^shared: only an administrator/)

    const mine = (
      await send('POST', '/api/personas', admin.cookie, { card: card('Shared Sam') })
    ).json()
    const shared = await send('PATCH', `/api/personas/${mine.id}`, admin.cookie, { shared: true })
    expect(shared.statusCode).toBe(200)
    expect(await ids(other.cookie)).toContain(mine.id)
    expect(await ids()).toContain(mine.id)
    // Shared is not theirs: another person may chat and copy, not change.
    expect(
      (await send('PATCH', `/api/personas/${mine.id}`, other.cookie, { voice: 'alex' })).statusCode,
    ).toBe(403)

    const adam = (await send('GET', '/api/personas/adam', admin.cookie)).json()
    expect(adam.editable).toBe(true)
    const refused = await send('PATCH', '/api/personas/adam', owner.cookie, {
      card: { ...adam.card, first_mes: 'Hacked' },
    })
    expect(refused.statusCode).toBe(403)
    const edited = await send('PATCH', '/api/personas/adam', admin.cookie, {
      card: {
        ...adam.card,
        first_mes: 'Hello, I am Adam.',
        system_prompt: 'You are Adam, briefly.',
      },
    })
    expect(edited.statusCode).toBe(200)
    await seedBuiltins(t.app.database.db)
    expect((await send('GET', '/api/personas/adam')).json().card).toMatchObject({
      first_mes: 'Hello, I am Adam.',
      system_prompt: 'You are Adam, briefly.',
    })
    expect((await send('DELETE', '/api/personas/adam', admin.cookie)).statusCode).toBe(400)
  })

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const { cookie } = await signUp(t, 'bad_input')
    const cases: [object, RegExp][] = [
      [{}, /card/],
      [{ card: { name: '' } }, /name/],
      [{ card: card('X', { tags: 'sea' }) }, /tags/],
      [{ card: card('X'), voice: 'zeus' }, /voice/],
      [{ card: card('X'), model: 'gpt-unknown' }, /^model: /],
      [{ card: card('X'), avatar: 'data:image/gif;base64,R0lGOD' }, /^avatar: /],
      [
        {
          card: card('X'),
          avatar: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
        },
        /^avatar: the file is not a PNG/,
      ],
    ]
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/personas', cookie, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const listed = (await send('GET', '/api/personas', cookie)).json().personas as {
      mine: boolean
    }[]
    expect(listed.filter((persona) => persona.mine)).toEqual([])
    expect((await send('GET', '/api/personas/No_Such')).statusCode).toBe(400)
    expect((await send('GET', '/api/personas/no-such')).statusCode).toBe(404)
  })

  it('refuses a lorebook key the linear-time engine cannot run, naming the entry, on save and import', async () => {
    const { cookie } = await signUp(t, 'lore_keys')
    const book = (key: string) => ({
      character_book: {
        entries: [
          { keys: ['lamp'], content: 'A lamp.', use_regex: true },
          { keys: [key], content: 'Weather.', use_regex: true, name: 'Weather' },
        ],
      },
    })
    const created = await send('POST', '/api/personas', cookie, {
      card: card('Lore Lyn', book('(storm)\\1')),
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().message).toMatch(
      /^card\.character_book\.entries\.1\.keys\.0: lorebook entry "Weather"'s key .* backreferences/,
    )
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/personas/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        spec: 'chara_card_v2',
        spec_version: '2.0',
        data: card('Lore Lyn', book('a(?=b)')),
      }),
    })
    expect(imported.statusCode).toBe(400)
    expect(imported.json().message).toMatch(
      /^file: the card's character_book\.entries\.1\.keys\.0: .*"Weather".* lookarounds/,
    )
    // The catastrophic shapes are kept: the engine runs them in linear time.
    const kept = await send('POST', '/api/personas', cookie, {
      card: card('Lore Lyn', book('((a+))+$')),
    })
    expect(kept.statusCode).toBe(201)
    // 28 letters held the server 58 s with the backtracking engine; now a chat turn is quick
    // (the first turn, which loads the offline engine, is not timed).
    const ask = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ai-agents/${kept.json().id}/ask`,
        headers: { cookie },
        payload: { message },
      })
    expect((await ask('Hello!')).statusCode).toBe(200)
    const started = performance.now()
    expect((await ask(`${'a'.repeat(3_900)}!`)).statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(2_000)
    const edited = await send('PATCH', `/api/personas/${kept.json().id}`, cookie, {
      card: { ...kept.json().card, ...book('.{0,900}') },
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().message).toMatch(
      /^card\.character_book\.entries\.1\.keys\.0: .*too costly/,
    )
    const listed = (await send('GET', '/api/personas', cookie)).json().personas as {
      mine: boolean
    }[]
    expect(listed.filter((persona) => persona.mine)).toHaveLength(1)
  })

  it('keeps an uploaded PNG avatar and serves it back', async () => {
    const { cookie } = await signUp(t, 'avatar_owner')
    const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(32)])
    const res = await send('POST', '/api/personas', cookie, {
      card: card('Pic'),
      avatar: `data:image/png;base64,${png.toString('base64')}`,
    })
    expect(res.statusCode).toBe(201)
    const image = await send('GET', res.json().avatar, cookie)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(png)).toBe(true)
  })
})

describe("a character card's art", () => {
  /** A `width`×`height` RGB PNG of noise (so it does not compress below its real size). */
  function noisePng(width: number, height: number): Buffer {
    const raw = randomBytes((width * 3 + 1) * height)
    for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0 // filter type: none
    const header = Buffer.alloc(13)
    header.writeUInt32BE(width, 0)
    header.writeUInt32BE(height, 4)
    header[8] = 8
    header[9] = 2
    return Buffer.concat([
      PNG_SIGNATURE,
      encodeChunk('IHDR', header),
      encodeChunk('IDAT', deflateSync(raw, { level: 0 })),
      encodeChunk('IEND', Buffer.alloc(0)),
    ])
  }
  /** A whole card (every field) as the PNG writer takes it. */
  const cardData = (name: string) => readCard(Buffer.from(JSON.stringify(card(name)))).data
  const importPng = (cookie: string, png: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/personas/import',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    })

  it('keeps a 512×768 picture at its own size, byte for byte, as avatar and in the export', async () => {
    const { cookie } = await signUp(t, 'card_art')
    const art = noisePng(512, 768)
    // Larger than an uploaded avatar may be: such art used to become a 400×600 placeholder.
    expect(art.length).toBeGreaterThan(MAX_AVATAR_BYTES)
    const imported = await importPng(cookie, writeCardPng(art, cardData('Big Art')))
    expect(imported.statusCode).toBe(201)
    const { id, avatar } = imported.json() as { id: string; avatar: string }
    const served = await send('GET', avatar, cookie)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(art)).toBe(true)
    const exported = await send('GET', `/api/personas/${id}/card.png`, cookie)
    expect(exported.statusCode).toBe(200)
    expect(pngSize(exported.rawPayload)).toEqual({ width: 512, height: 768 })
    const again = readCard(exported.rawPayload)
    expect(again.image!.equals(art)).toBe(true)
    expect(again.data.name).toBe('Big Art')
  })

  it('refuses art beyond the bound with a 400 that says why, and creates nothing', async () => {
    const { cookie } = await signUp(t, 'card_art_big')
    const before = await ids(cookie)
    const heavy = noisePng(1400, 1100)
    expect(heavy.length).toBeGreaterThan(MAX_CARD_ART_BYTES)
    const tooHeavy = await importPng(cookie, writeCardPng(heavy, cardData('Heavy')))
    expect(tooHeavy.statusCode).toBe(400)
    expect(tooHeavy.json().message).toMatch(
      /^file: the card's picture is 4\.4 MiB; .* at most 4\.0 MiB\.$/,
    )
    const tooWide = await importPng(
      cookie,
      writeCardPng(noisePng(MAX_CARD_ART_SIDE + 1, 2), cardData('Wide')),
    )
    expect(tooWide.statusCode).toBe(400)
    expect(tooWide.json().message).toMatch(
      /^file: the card's picture is 4097×2 px; .* 4096 px a side\.$/,
    )
    expect(await ids(cookie)).toEqual(before)
  })
})
