import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { desc, eq } from 'drizzle-orm'
import type S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureToolInstalled, toolRequire } from '../../../scripts/toolPackages.ts'
import type { createApp } from '../../../server/app.ts'
import { uploads, users } from '../../../server/db/schema.ts'
import { type FileStore, folderStore } from '../../../server/storage/fileStore.ts'
import { s3Store } from '../../../server/storage/s3Store.ts'
import { imageFile, PNG_1PX } from '../../support/images.ts'
import { startTestServer, type TestServer } from '../../support/testServer.ts'

/**
 * Where uploads are kept (issue 24): a folder, or an S3-compatible bucket that several processes
 * on several hosts share, here on s3rver, an S3 API server in this process. It is installed in
 * tools/s3rver/ the first time these tests run, not by the app's npm ci (decision 0070).
 */
const BUCKET = 'tradeflow-uploads'
let s3: S3rver
let s3Folder: string
let endpoint: string

beforeAll(async () => {
  ensureToolInstalled('s3rver', 's3rver/package.json')
  const Server: typeof S3rver = toolRequire('s3rver')('s3rver')
  s3Folder = mkdtempSync(join(tmpdir(), 'tradeflow-s3-'))
  s3 = new Server({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }))
})
afterAll(async () => {
  await s3?.close()
  rmSync(s3Folder, { recursive: true, force: true })
})

const bucketStore = () =>
  s3Store({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    pathStyle: true,
  })

describe.each([
  ['a folder', () => folderStore(mkdtempSync(join(tmpdir(), 'tradeflow-files-')))],
  ['an S3 bucket', bucketStore],
])('uploads in %s', (_, make: () => FileStore) => {
  it('keeps the bytes under their id and gives them back whole', async () => {
    const files = make()
    const id = randomUUID()
    await files.put(id, PNG_1PX, 'image/png')
    expect(new Uint8Array((await files.get(id))!)).toEqual(new Uint8Array(PNG_1PX))
  })

  it('an id that was never stored is missing, not an empty file', async () => {
    expect(await make().get(randomUUID())).toBeNull()
  })
})

// AWS S3 and MinIO refuse the bucket's second write too (If-None-Match: *); s3rver ignores the
// condition, so only the folder is checked here. Ids are fresh UUIDs either way.
describe('uploads in a folder', () => {
  it('an id is written once: a second write under it is refused', async () => {
    const files = folderStore(mkdtempSync(join(tmpdir(), 'tradeflow-files-')))
    const id = randomUUID()
    await files.put(id, PNG_1PX, 'image/png')
    await expect(files.put(id, new Uint8Array([1, 2, 3]), 'image/png')).rejects.toThrow()
    expect(new Uint8Array((await files.get(id))!)).toEqual(new Uint8Array(PNG_1PX))
  })
})

it('a bucket that fails is a failure of the store, not a missing file', async () => {
  const unreachable = s3Store({
    bucket: BUCKET,
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    pathStyle: true,
  })
  await expect(unreachable.get(randomUUID())).rejects.toThrow()
})

describe('the app with its uploads in a bucket', () => {
  let server: TestServer
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    server = await startTestServer()
    app = server.appWith({ files: bucketStore() })
  })
  afterAll(async () => {
    await server.close()
  })

  it('a real-name photo goes to the bucket, and its owner reads it back from there', async () => {
    const ana = await server.investor('602470001')
    const form = new FormData()
    const fields = { name: 'Ana García', idNumber: '12345678Z', dateOfBirth: '1990-05-17' }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('front', imageFile())
    form.append('back', imageFile())
    const sent = await app.request('/api/vue/user/realname', {
      method: 'POST',
      headers: { token: ana.token, account: ana.account },
      body: form,
    })
    expect(await sent.json()).toMatchObject({ status: 1, data: { status: 'underReview' } })
    const [owner] = await server.db.select().from(users).where(eq(users.account, ana.account))
    const [photo] = await server.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, owner!.id))
      .orderBy(desc(uploads.createdAt))
      .limit(1)
    // Not in the test server's folder: in the bucket.
    expect(readdirSync(server.uploadDir, { recursive: true })).not.toContain(photo!.id)
    const read = await app.request(`/api/vue/files/${photo!.id}`, {
      headers: { token: ana.token, account: ana.account },
    })
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(
      new Uint8Array(await imageFile().arrayBuffer()),
    )
  })
})
