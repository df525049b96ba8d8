import type { z } from 'zod'
import type { SettingKind } from '../../machines/backOffice/settings.ts'

/**
 * One setting a product line lets the console edit (issue 49): its name in the site config, the
 * kind of value it takes (machines/backOffice/settings.ts), the narrower shape the line's reader
 * accepts, and the value read when none valid is stored (null: none).
 */
export interface ProductSetting {
  name: string
  kind: SettingKind
  schema: z.ZodType<string>
  fallback: string | null
}

/** A line's settings from its schemas, kinds and defaults, written once in its config file. */
export function productSettings<Name extends string>(
  schemas: Record<Name, z.ZodType<string>>,
  kinds: Record<Name, SettingKind>,
  defaults: Record<Name, string | null>,
): ProductSetting[] {
  return (Object.keys(schemas) as Name[]).map((name) => ({
    name,
    kind: kinds[name],
    schema: schemas[name],
    fallback: defaults[name],
  }))
}
