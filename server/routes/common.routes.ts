import { configCall } from '../../machines/session/calls.ts'
import { siteConfigPairs } from '../core/siteConfigCache.ts'
import { serve } from '../http/route.ts'

/** spec §7: the site configuration as name/value pairs (logo, title, customer-service link). */
export const configRoute = serve(configCall, ({ deps }) => siteConfigPairs(deps.db))

export const commonRoutes = [configRoute]
