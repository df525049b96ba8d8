import { configCall } from '../../machines/session/calls.ts'
import { siteConfig } from '../db/schema.ts'
import { serve } from '../http/route.ts'

/** spec §7: the site configuration as name/value pairs (logo, title, customer-service link). */
export const configRoute = serve(configCall, ({ deps }) =>
  deps.db
    .select({ name: siteConfig.name, value: siteConfig.value })
    .from(siteConfig)
    .orderBy(siteConfig.name),
)

export const commonRoutes = [configRoute]
