import { asc, eq, ilike, or } from 'drizzle-orm'
import { z } from 'zod'
import { evaluateGate } from '../../../machines/gate.ts'
import { accessGate } from '../../../machines/session/accessGate.ts'
import { auditPage, writeAudit } from '../../admin/audit.ts'
import { REVIEW_KINDS, reviewQueue } from '../../admin/reviews.ts'
import { EDITABLE_SETTINGS, isValidSetting } from '../../admin/settings.ts'
import { createAdminSession, revokeAdminSession } from '../../auth/adminSessions.ts'
import { verifyPassword } from '../../auth/password.ts'
import { revokeUserSessions } from '../../auth/sessions.ts'
import { ApiRefusal } from '../../core/refusal.ts'
import { rowId } from '../../core/rowId.ts'
import { throttle } from '../../core/throttle.ts'
import { decideLoan } from '../../credit/loanService.ts'
import { adminUsers, siteConfig, users } from '../../db/schema.ts'
import { decideDeposit } from '../../funds/depositService.ts'
import { decideKyc } from '../../funds/kycService.ts'
import { decideWithdrawal } from '../../funds/withdrawalService.ts'
import { pageFields, pageOf } from '../../http/paging.ts'
import { defineRoute } from '../../http/route.ts'
import { rejectSubscription } from '../../ipo/drawService.ts'
import { creditChangeRoute } from './creditAdmin.routes.ts'
import { ipoAdminRoutes } from './ipoAdmin.routes.ts'

export const adminLoginRoute = defineRoute({
  path: 'auth/login',
  summary: 'Back-office login; returns an admin token (API.md)',
  body: z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) }),
  auth: false,
  async handle({ body, deps, caller }) {
    throttle(deps, `admin:address:${caller.address}`, deps.limits.loginPerAddress)
    throttle(deps, `admin:${body.username}`, deps.limits.loginPerAccount)
    const [admin] = await deps.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, body.username))
    if (!admin || !(await verifyPassword(body.password, admin.passwordHash)))
      throw new ApiRefusal('auth.badCredentials')
    return {
      token: await createAdminSession(deps.db, admin.id, deps.clock),
      username: admin.username,
    }
  },
})

export const adminLogoutRoute = defineRoute({
  path: 'auth/logout',
  summary: 'End this back-office session',
  body: z.object({}),
  auth: 'admin',
  async handle({ deps, caller }) {
    await revokeAdminSession(deps.db, caller.sessionId, deps.clock)
    return {}
  },
})

export const adminMeRoute = defineRoute({
  path: 'auth/me',
  summary: 'Who is logged in to the back office',
  body: z.object({}),
  auth: 'admin',
  handle: async ({ caller }) => caller.admin,
})

export const reviewListRoute = defineRoute({
  path: 'reviews/list',
  summary: 'A review queue: real name, deposits, withdrawals, loans or subscriptions (spec §6)',
  body: z.object({
    kind: z.enum(REVIEW_KINDS),
    state: z.string().max(20).nullish(),
    ...pageFields,
  }),
  auth: 'admin',
  async handle({ body, deps }) {
    const { rows, total } = await reviewQueue(
      deps,
      body.kind,
      body.state ?? null,
      body.page,
      body.size,
    )
    return pageOf(rows, total, body.page, body.size)
  },
})

export const reviewDecideRoute = defineRoute({
  path: 'reviews/decide',
  summary: 'Approve or reject a request (a withdrawal is then marked paid), with a reason',
  body: z.object({
    kind: z.enum(REVIEW_KINDS),
    id: rowId,
    decision: z.enum(['approve', 'reject', 'pay']),
    reason: z.string().max(200).optional(),
  }),
  auth: 'admin',
  async handle({ body, deps, caller }) {
    if (body.decision === 'pay' && body.kind !== 'withdrawal')
      throw new ApiRefusal('common.invalid', { field: 'decision' })
    return deps.db.transaction(async (tx) => {
      const approve = body.decision === 'approve'
      const decision = { approve, reason: body.reason }
      let change: { before: unknown; after: { state: string } }
      if (body.kind === 'deposit') change = await decideDeposit(tx, deps, body.id, decision)
      else if (body.kind === 'realname') change = await decideKyc(tx, deps, body.id, decision)
      else if (body.kind === 'loan') change = await decideLoan(tx, deps, body.id, decision)
      else if (body.kind === 'subscription') {
        // A subscription is decided by its draw; the reviewer's part is to reject one.
        if (approve) throw new ApiRefusal('common.invalid', { field: 'decision' })
        change = await rejectSubscription(tx, deps, body.id, body.reason ?? '')
      } else
        change = await decideWithdrawal(
          tx,
          deps,
          body.id,
          body.decision === 'reject'
            ? { type: 'withdrawal.reject', reason: body.reason ?? '' }
            : { type: approve ? 'withdrawal.approve' : 'withdrawal.pay' },
        )
      await writeAudit(tx, deps, caller, {
        action: `${body.kind}.${body.decision}`,
        target: `${body.kind}#${body.id}`,
        ...change,
      })
      return { id: body.id, state: change.after.state }
    })
  },
})

const RESTRICTIONS = ['frozen', 'loginBanned', 'disabled', 'noTrade', 'noWithdraw'] as const

const userView = (u: typeof users.$inferSelect) => ({
  account: u.account,
  realname: u.realname,
  kyc: u.kycStatus,
  creditScore: u.creditScore,
  createdAt: u.createdAt.toISOString(),
  ...Object.fromEntries(RESTRICTIONS.map((r) => [r, u[r]])),
})

export const usersListRoute = defineRoute({
  path: 'users/list',
  summary: 'Investors, searched by account or real name, with their restrictions',
  body: z.object({ query: z.string().max(64).default(''), ...pageFields }),
  auth: 'admin',
  async handle({ body, deps }) {
    const q = body.query.trim()
    const like = `%${q.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`
    const where = q ? or(ilike(users.account, like), ilike(users.realname, like)) : undefined
    const rows = await deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(body.size)
      .offset((body.page - 1) * body.size)
    return pageOf(rows.map(userView), await deps.db.$count(users, where), body.page, body.size)
  },
})

export const restrictRoute = defineRoute({
  path: 'users/restrict',
  summary:
    'Set account restrictions (spec §6): frozen, login banned, disabled, no trade, no withdraw',
  body: z.object({
    account: z.string().min(1).max(32),
    frozen: z.boolean().optional(),
    loginBanned: z.boolean().optional(),
    disabled: z.boolean().optional(),
    noTrade: z.boolean().optional(),
    noWithdraw: z.boolean().optional(),
  }),
  auth: 'admin',
  async handle({ body, deps, caller }) {
    const changes = Object.fromEntries(
      RESTRICTIONS.filter((r) => body[r] !== undefined).map((r) => [r, body[r]]),
    )
    const after = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(users)
        .where(eq(users.account, body.account))
        .for('update')
      if (!before) throw new ApiRefusal('auth.accountMissing')
      const [after] = await tx.update(users).set(changes).where(eq(users.id, before.id)).returning()
      await writeAudit(tx, deps, caller, {
        action: 'users.restrict',
        target: `user:${before.account}`,
        before: userView(before),
        after: userView(after!),
      })
      return after!
    })
    // spec §6: an account that may no longer log in loses its sessions at once.
    if (!evaluateGate(accessGate, after).allowed)
      await revokeUserSessions(deps.db, after.id, deps.clock)
    return userView(after)
  },
})

export const configListRoute = defineRoute({
  path: 'config/list',
  summary: 'Site configuration: every stored pair and every setting the console can edit',
  body: z.object({}),
  auth: 'admin',
  async handle({ deps }) {
    const stored = await deps.db.select().from(siteConfig).orderBy(asc(siteConfig.name))
    const values = new Map(stored.map((p) => [p.name, p.value]))
    const known = new Set(EDITABLE_SETTINGS.map((s) => s.name))
    return [
      ...EDITABLE_SETTINGS.map((s) => ({ ...s, value: values.get(s.name) ?? null })),
      ...stored.filter((p) => !known.has(p.name)).map((p) => ({ ...p, kind: null })),
    ]
  },
})

export const configSetRoute = defineRoute({
  path: 'config/set',
  summary: 'Change one setting; only values the server can read are accepted',
  body: z.object({ name: z.string().min(1).max(64), value: z.string().max(400) }),
  auth: 'admin',
  async handle({ body, deps, caller }) {
    if (!isValidSetting(body.name, body.value)) throw new ApiRefusal('admin.settingInvalid')
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(siteConfig).where(eq(siteConfig.name, body.name))
      await tx
        .insert(siteConfig)
        .values(body)
        .onConflictDoUpdate({ target: siteConfig.name, set: { value: body.value } })
      await writeAudit(tx, deps, caller, {
        action: 'config.set',
        target: `config:${body.name}`,
        before: before?.value ?? null,
        after: body.value,
      })
      return body
    })
  },
})

export const auditListRoute = defineRoute({
  path: 'audit/list',
  summary: 'The append-only audit log of back-office actions, newest first',
  body: z.object({ ...pageFields }),
  auth: 'admin',
  async handle({ body, deps }) {
    const { rows, total } = await auditPage(deps, body.page, body.size)
    const admins = new Map((await deps.db.select().from(adminUsers)).map((a) => [a.id, a.username]))
    const list = rows.map((r) => ({
      id: r.id,
      admin: admins.get(r.adminId) ?? String(r.adminId),
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    }))
    return pageOf(list, total, body.page, body.size)
  },
})

export const adminRoutes = [
  adminLoginRoute,
  adminLogoutRoute,
  adminMeRoute,
  reviewListRoute,
  reviewDecideRoute,
  usersListRoute,
  restrictRoute,
  configListRoute,
  configSetRoute,
  auditListRoute,
  creditChangeRoute,
  ...ipoAdminRoutes,
]
