import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changePasswordCall } from '../../../machines/account/calls.ts'
import { auditListCall } from '../../../machines/backOffice/calls.ts'
import type { RequestOf } from '../../../machines/contract/call.ts'
import {
  broadcastCall,
  messageListCall,
  messageReadAllCall,
  messageReadCall,
  messageUnreadCall,
} from '../../../machines/messages/calls.ts'
import { loginCall } from '../../../machines/session/calls.ts'
import { ROOMY_LIMITS, type Investor as Who } from '../../support/scenario.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/** The inbox (issue 21, spec §2 messages): security events, broadcasts, read state. */
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/128.0'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ limits: ROOMY_LIMITS })
}, 60_000)
afterAll(() => server.close())

const inbox = (who: Who) => server.sendOk(messageListCall, {}, who)
const login = async (who: Who, userAgent: string) => {
  const { token } = await server.sendOk(
    loginCall,
    { account: who.account, password: 'correct horse' },
    { 'user-agent': userAgent },
  )
  who.token = token
}

describe('messages (issue 21)', () => {
  it('tells of a login from a new device once, and of a password change', async () => {
    const who = await server.investor('608100001')
    await login(who, PHONE)
    await login(who, PHONE)
    await login(who, LAPTOP)
    const kinds = (await inbox(who)).list.map((m) => m.kind)
    // The registration's device, then the phone and the laptop: each new once.
    expect(kinds.filter((k) => k === 'security.newDevice')).toHaveLength(2)
    const laptop = (await inbox(who)).list[0]!
    expect(laptop.params.device).toBe('Firefox · Windows')

    const changed = await server.send(
      changePasswordCall,
      { oldPassword: 'correct horse', password: 'battery staple', password2: 'battery staple' },
      who,
    )
    expect(changed.status).toBe(1)
    expect((await inbox(who)).list[0]!.kind).toBe('security.passwordChanged')
  })

  it('counts unread messages, reads one, reads all, and never shows another’s', async () => {
    const who = await server.investor('608100002')
    const other = await server.investor('608100003')
    await login(who, PHONE)
    await login(who, LAPTOP)
    const listed = await inbox(who)
    expect(listed.unread).toBe(listed.total)
    const { unread } = await server.sendOk(messageUnreadCall, {}, who)
    expect(unread).toBe(listed.total)
    const first = listed.list[0]!
    expect((await server.send(messageReadCall, { id: first.id }, other)).code).toBe(
      'message.missing',
    )
    const read = await server.send(messageReadCall, { id: first.id }, who)
    expect(read.data!.state).toBe('read')
    // Reading twice changes nothing.
    expect((await server.sendOk(messageReadCall, { id: first.id }, who)).state).toBe('read')
    expect((await server.sendOk(messageUnreadCall, {}, who)).unread).toBe(unread - 1)
    const all = await server.send(messageReadAllCall, {}, who)
    expect(all.data!.read).toBe(unread - 1)
    expect((await server.sendOk(messageUnreadCall, {}, who)).unread).toBe(0)
  })

  it('sends the operator’s message to one account or to all, once per request key, audited', async () => {
    const admin = await server.admin()
    const who = await server.investor('608100004')
    type Broadcast = RequestOf<typeof broadcastCall>
    const send = (body: Broadcast) => server.send(broadcastCall, body, admin)
    expect((await send({ audience: 'all', title: ' ', body: 'x' })).code).toBe(
      'message.titleInvalid',
    )
    expect((await send({ audience: 'all', title: 'x'.repeat(81), body: 'x' })).code).toBe(
      'message.titleInvalid',
    )
    expect((await send({ audience: 'all', title: 'Hi', body: '' })).code).toBe(
      'message.bodyInvalid',
    )
    const nobody = await send({ audience: 'account', account: '600000000', title: 'Hi', body: 'x' })
    expect(nobody.code).toBe('auth.accountMissing')

    const one = await send({
      audience: 'account',
      account: who.account,
      title: 'Your statement',
      body: 'It is ready.',
      requestId: 'b-one',
    })
    expect(one.data!.sent).toBe(1)
    expect((await inbox(who)).list[0]).toMatchObject({
      kind: 'broadcast',
      title: 'Your statement',
      body: 'It is ready.',
      state: 'unread',
    })
    const all = await send({
      audience: 'all',
      title: 'Maintenance',
      body: 'Sunday 02:00',
      requestId: 'b-all',
    })
    expect(all.data!.sent).toBeGreaterThan(3)
    // The same key again sends nothing more.
    const again = await send({
      audience: 'all',
      title: 'Maintenance',
      body: 'Sunday 02:00',
      requestId: 'b-all',
    })
    expect(again.data!.sent).toBe(all.data!.sent)
    const titles = (await inbox(who)).list.map((m) => m.title)
    expect(titles.filter((t) => t === 'Maintenance')).toHaveLength(1)
    // Racing sends of one key (concurrent on PostgreSQL): each account gets it once.
    const race: Broadcast = { audience: 'all', title: 'Raced', body: 'Once', requestId: 'b-race' }
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(race)))
    const counts = new Set(answers.map((a) => a.data!.sent))
    expect(counts.size).toBe(1)
    const raced = (await inbox(who)).list.filter((m) => m.title === 'Raced')
    expect(raced).toHaveLength(1)
    const audit = (await server.sendOk(auditListCall, {}, admin)).list
    expect(audit.map((e) => e.action)).toContain('message.broadcast')
  })
})
