import { z } from 'zod'
import { siteConfig } from '../db/schema.ts'
import { defineRoute } from '../http/route.ts'

/** spec §7: the site configuration as name/value pairs (logo, title, customer-service link). */
export const configRoute = defineRoute({
  path: 'common/config',
  summary: 'Site configuration as a list of { name, value }',
  body: z.object({ type: z.literal('all') }),
  auth: false,
  async handle({ deps }) {
    return deps.db
      .select({ name: siteConfig.name, value: siteConfig.value })
      .from(siteConfig)
      .orderBy(siteConfig.name)
  },
})

export const commonRoutes = [configRoute]
