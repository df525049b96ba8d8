import {
  ipoAllotCall,
  ipoAnnounceCall,
  ipoChannelCall,
  ipoDrawCall,
  ipoProductsCall,
  ipoResultsCall,
  ipoSaveCall,
} from '../../../machines/backOffice/calls.ts'
import { audited } from '../../admin/audit.ts'
import { adminProducts } from '../../admin/products.ts'
import { serve } from '../../http/route.ts'
import { allotPlacement, announceResults, productResults, runDraw } from '../drawService.ts'
import { saveProduct, setChannel } from '../productAdmin.ts'

export const productsRoute = serve(ipoProductsCall, ({ deps }) => adminProducts(deps))

export const productSaveRoute = serve(ipoSaveCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    { action: body.id ? 'ipo.edit' : 'ipo.create', target: 'ipo' },
    async (tx) => {
      const change = await saveProduct(tx, deps, body)
      return { answer: change.after, target: `ipo#${change.after.id}`, ...change }
    },
  ),
)

export const productChannelRoute = serve(ipoChannelCall, ({ body, deps, caller }) =>
  audited(
    deps,
    caller,
    { action: body.open ? 'ipo.channelOpen' : 'ipo.channelClose', target: `ipo#${body.id}` },
    async (tx) => {
      const change = await setChannel(tx, deps, body.id, body.open)
      return { answer: change.after, ...change }
    },
  ),
)

export const drawRoute = serve(ipoDrawCall, ({ body, deps, caller }) =>
  audited(deps, caller, { action: 'ipo.draw', target: `ipo#${body.id}` }, async (tx) => {
    const result = await runDraw(tx, deps, body.id)
    return {
      answer: result,
      after: result,
      ...(result.rerun ? { action: 'ipo.drawVerify' } : {}),
    }
  }),
)

export const allotRoute = serve(ipoAllotCall, ({ body, deps, caller }) =>
  audited(deps, caller, { action: 'ipo.allot', target: `ipo#${body.id}` }, async (tx) => {
    const result = await allotPlacement(tx, deps, body.id, body.allotments)
    return { answer: result, after: { ...result, allotments: body.allotments } }
  }),
)

export const announceRoute = serve(ipoAnnounceCall, ({ body, deps, caller }) =>
  audited(deps, caller, { action: 'ipo.announce', target: `ipo#${body.id}` }, async (tx) => {
    const result = await announceResults(tx, deps, body.id)
    return { answer: result, after: result }
  }),
)

export const resultsRoute = serve(ipoResultsCall, ({ body, deps }) => productResults(deps, body.id))

export const ipoAdminRoutes = [
  productsRoute,
  productSaveRoute,
  productChannelRoute,
  drawRoute,
  allotRoute,
  announceRoute,
  resultsRoute,
]
