import { asc } from 'drizzle-orm'
import { z } from 'zod'
import { audited } from '../../admin/audit.ts'
import { rowId } from '../../core/rowId.ts'
import { ipoProducts } from '../../db/schema.ts'
import { defineRoute } from '../../http/route.ts'
import { allotPlacement, announceResults, productResults, runDraw } from '../../ipo/drawService.ts'
import { productForm, saveProduct, setChannel } from '../../ipo/productAdmin.ts'
import { productView } from '../../ipo/productView.ts'

const productId = z.object({ id: rowId })

export const productsRoute = defineRoute({
  path: 'ipo/products',
  summary: 'Every new share and placement, with its phase and terms',
  body: z.object({}),
  auth: 'admin',
  async handle({ deps }) {
    const rows = await deps.db.select().from(ipoProducts).orderBy(asc(ipoProducts.id))
    return rows.map((r) => ({ ...productView(deps, r), drawSeed: r.drawSeed }))
  },
})

export const productSaveRoute = defineRoute({
  path: 'ipo/save',
  summary: 'Create a new share or placement, or edit one whose draw has not run',
  body: productForm,
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    audited(
      deps,
      caller,
      { action: body.id ? 'ipo.edit' : 'ipo.create', target: 'ipo' },
      async (tx) => {
        const change = await saveProduct(tx, deps, body)
        return { answer: change.after, target: `ipo#${change.after.id}`, ...change }
      },
    ),
})

export const productChannelRoute = defineRoute({
  path: 'ipo/channel',
  summary: "Open or close a product's new-share channel (spec §8)",
  body: productId.extend({ open: z.boolean() }),
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    audited(
      deps,
      caller,
      { action: body.open ? 'ipo.channelOpen' : 'ipo.channelClose', target: `ipo#${body.id}` },
      async (tx) => {
        const change = await setChannel(tx, deps, body.id, body.open)
        return { answer: change.after, ...change }
      },
    ),
})

export const drawRoute = defineRoute({
  path: 'ipo/draw',
  summary: 'Run the lottery of a new share from a recorded seed; run again, it verifies',
  body: productId,
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    audited(deps, caller, { action: 'ipo.draw', target: `ipo#${body.id}` }, async (tx) => {
      const result = await runDraw(tx, deps, body.id)
      return {
        answer: result,
        after: result,
        ...(result.rerun ? { action: 'ipo.drawVerify' } : {}),
      }
    }),
})

export const allotRoute = defineRoute({
  path: 'ipo/allot',
  summary: "Allot a placement's shares by subscription number (none allotted: not won)",
  body: productId.extend({
    allotments: z.record(z.string().max(40), z.number().int().nonnegative().max(1e10)),
  }),
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    audited(deps, caller, { action: 'ipo.allot', target: `ipo#${body.id}` }, async (tx) => {
      const result = await allotPlacement(tx, deps, body.id, body.allotments)
      return { answer: result, after: { ...result, allotments: body.allotments } }
    }),
})

export const announceRoute = defineRoute({
  path: 'ipo/announce',
  summary: 'Publish the results: winners are asked to pay, the rest is refunded',
  body: productId,
  auth: 'admin',
  handle: ({ body, deps, caller }) =>
    audited(deps, caller, { action: 'ipo.announce', target: `ipo#${body.id}` }, async (tx) => {
      const result = await announceResults(tx, deps, body.id)
      return { answer: result, after: result }
    }),
})

export const resultsRoute = defineRoute({
  path: 'ipo/results',
  summary: 'Every subscription of a product with its account, allotment and money',
  body: productId,
  auth: 'admin',
  handle: ({ body, deps }) => productResults(deps, body.id),
})

export const ipoAdminRoutes = [
  productsRoute,
  productSaveRoute,
  productChannelRoute,
  drawRoute,
  allotRoute,
  announceRoute,
  resultsRoute,
]
