/** The part of s3rver (an S3 API server for tests, no types of its own) that the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent: boolean; directory: string })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
