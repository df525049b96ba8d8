import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { operatorAccessInput } from '../../machines/backOffice/operatorSignIn.ts'
import type { Deps } from '../core/deps.ts'
import { enforce } from '../core/enforce.ts'
import { uploads } from '../db/schema.ts'
import { readUploadBytes } from '../funds/uploads.ts'
import { refusalBody } from '../http/envelope.ts'
import { isUploadId } from '../http/inputHygiene.ts'
import { identifyAdmin, identifyInvestor } from '../http/mountRoutes.ts'

/**
 * Uploaded images, behind a session: `GET /api/vue/files/<id>` gives an investor their own files
 * only, `GET /api/admin/files/<id>` gives reviewers any. Someone else's id answers exactly like
 * an unknown one, so ids cannot be probed.
 */
export function mountFileRoutes(app: Hono, deps: Deps) {
  const serve = async (id: string, ownerId: number | null) => {
    if (!isUploadId(id)) return null
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1)
    if (!row || (ownerId !== null && row.userId !== ownerId)) return null
    // A row whose file is gone (a lost disk, a restore without uploads) is missing, not a 500;
    // a store that fails (a bucket's outage) is the server's fault, answered and logged as one.
    const bytes = await readUploadBytes(deps.files, row.id)
    return bytes ? { row, bytes } : null
  }
  const answer = (found: Awaited<ReturnType<typeof serve>>) =>
    found
      ? new Response(found.bytes, {
          headers: {
            'content-type': found.row.mime,
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline',
          },
        })
      : Response.json(refusalBody('upload.missing'), { status: 404 })

  app.get('/api/vue/files/:id', async (c) => {
    const caller = await identifyInvestor(c, deps)
    if (caller === 'unauthorized') return c.json(refusalBody('auth.sessionExpired'), 401)
    return answer(await serve(c.req.param('id'), caller.user.id))
  })
  app.get('/api/admin/files/:id', async (c) => {
    const caller = await identifyAdmin(c, deps)
    if (caller === 'unauthorized') return c.json(refusalBody('auth.sessionExpired'), 401)
    // An investor's ID photos are a console call like any other: not before two-factor sign-in.
    enforce(
      operatorAccessInput({
        signedInWithSecondFactor: caller.secondFactorPassed,
        callBeforeSetUp: false,
      }),
    )
    return answer(await serve(c.req.param('id'), null))
  })
}
