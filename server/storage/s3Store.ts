import type { FileStore } from './fileStore.ts'

/** UPLOADS_S3_*: a bucket on AWS S3 or on any server that speaks its API (MinIO, Ceph, R2…). */
export interface S3Settings {
  bucket: string
  /** Another S3 API server's address; AWS's own when absent. */
  endpoint?: string
  region: string
  /** Keys from the settings, or else the SDK's usual chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Addresses as `endpoint/bucket/key`, which most non-AWS servers need. */
  pathStyle: boolean
}

/** Every upload's key starts with this, so the bucket may hold other things too. */
const PREFIX = 'uploads/'

/**
 * Uploads in an S3 bucket, which every server process on every host reaches (issue 24). The AWS
 * SDK loads the first time a file is stored or read, so a process that never handles an upload
 * does not pay for loading it.
 */
export function s3Store(settings: S3Settings): FileStore {
  let client: Promise<{
    send: (command: unknown) => Promise<unknown>
    sdk: typeof import('@aws-sdk/client-s3')
  }> | null = null
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const s3 = new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.pathStyle,
        credentials: settings.credentials,
        // An upload is written inside the transaction that records it, under that transaction's
        // locks: a slow bucket must fail the request within seconds, not hold them for minutes.
        requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
        maxAttempts: 2,
      })
      return { send: (command) => s3.send(command as never), sdk }
    })
    return client
  }
  return {
    where: `s3://${settings.bucket}/${PREFIX}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(id, bytes, mime) {
      const { send, sdk } = await connect()
      await send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: `${PREFIX}${id}`,
          Body: bytes,
          ContentType: mime,
          // Never replace: AWS S3 and MinIO refuse a second write of an id, as the folder does
          // (some S3 servers ignore the condition; ids are fresh UUIDs either way).
          IfNoneMatch: '*',
        }),
      )
    },
    async get(id) {
      const { send, sdk } = await connect()
      const answer = (await send(
        new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: `${PREFIX}${id}` }),
      ).catch((error: { name?: string }) => {
        // Missing is an answer; any other failure (credentials, an outage) is the store's.
        if (error.name === 'NoSuchKey') return null
        throw error
      })) as { Body?: { transformToByteArray(): Promise<Uint8Array> } } | null
      if (!answer) return null
      if (!answer.Body) throw new Error(`no body for ${id}`)
      const bytes = await answer.Body.transformToByteArray()
      return new Uint8Array(bytes) as Uint8Array<ArrayBuffer>
    },
  }
}
