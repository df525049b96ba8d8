import { MAX_STREAM_CODES } from '../market/tickHub.ts'
import {
  componentRef,
  consoleSession,
  investorSession,
  type JsonSchema,
  json,
  noSession,
  refused,
} from './openApiSchemas.ts'

/**
 * The GET routes beside the calls, which no call contract describes: uploaded files, the two
 * event streams and the probes. Written here from their handlers (server/routes/files.ts,
 * quoteStream.ts, userEvents.route.ts, server/http/health.ts); a change there changes this too.
 */

const tooMany = refused('Too many streams open at once: common.tooFrequent')

/** Server-sent events: text the client reads event by event. */
const eventStream = (description: string) => ({
  'text/event-stream': { schema: { type: 'string', description } },
})

const uploadId = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The upload’s id, as the call that took the file answered it',
  schema: { type: 'string', format: 'uuid' },
}

/** An uploaded image: someone else's id answers exactly like an unknown one (files.ts). */
const fileOperation = (operationId: string, summary: string) => ({
  get: {
    operationId,
    summary,
    security: investorSession,
    parameters: [uploadId],
    responses: {
      '200': {
        description: 'The image; a refusal in the envelope when the caller may not see files',
        content: {
          'image/*': { schema: { type: 'string', format: 'binary' } },
          ...json(componentRef('Refusal')),
        },
      },
      '401': noSession,
      '404': refused('No such file for this caller: upload.missing'),
    },
  },
})

const quoteStream = {
  get: {
    operationId: 'marketStream',
    summary: 'Quotes as server-sent events: one `ticks` event per change of the codes asked for',
    // Public market data, and EventSource cannot send headers (docs/decisions/0007).
    security: [],
    parameters: [
      {
        name: 'codes',
        in: 'query',
        required: true,
        description: `Instrument codes, comma-separated, at most ${MAX_STREAM_CODES}`,
        schema: { type: 'string' },
      },
    ],
    responses: {
      '200': {
        description: 'The stream; a refusal (common.invalid naming codes) for unknown codes',
        content: {
          ...eventStream('`ticks` events, each data a JSON array of the changed quotes'),
          ...json(componentRef('Refusal')),
        },
      },
      '429': tooMany,
    },
  },
}

const userEvents = {
  get: {
    operationId: 'userEvents',
    summary: 'The signed-in user’s events as server-sent events: one `user` event per topic',
    security: investorSession,
    responses: {
      '200': {
        description: 'The stream',
        content: eventStream('`user` events, each data JSON like {"topic":"messages"}'),
      },
      '401': noSession,
      '429': tooMany,
    },
  },
}

/** The probes answer outside the envelope (health.ts); a request Node cannot parse gets 400. */
const probe = (operationId: string, summary: string, answers: Record<string, unknown>) => ({
  get: {
    operationId,
    summary,
    security: [],
    responses: { ...answers, '400': { $ref: '#/components/responses/Unparsable' } },
  },
})

const probes = {
  '/health': probe('health', 'Liveness: the process answers', {
    '200': {
      description: 'Alive',
      content: json({
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', const: 'ok' } },
      }),
    },
  }),
  '/ready': probe('ready', 'Readiness: the database answers and has this build’s migrations', {
    '200': { description: 'Ready', content: json(componentRef('Readiness')) },
    '503': { description: 'Not ready', content: json(componentRef('Readiness')) },
  }),
}

/** What `/ready` answers (health.ts), ready or not. */
export const readiness: JsonSchema = {
  type: 'object',
  required: ['status', 'database', 'migrations', 'jobs'],
  properties: {
    status: { type: 'string', enum: ['ready', 'unready'] },
    database: { type: 'string', enum: ['ok', 'unreachable'] },
    migrations: { type: 'string', enum: ['current', 'behind', 'unknown'] },
    jobs: {
      type: 'string',
      enum: ['single', 'held', 'standby'],
      description: 'Whether this process runs the background jobs (the job lease)',
    },
  },
}

/** The investor document's GET routes, under its prefix, and the probes. */
export const investorGetRoutes = (prefix: string) => ({
  [`${prefix}/files/{id}`]: fileOperation('file', 'One of the caller’s uploaded images'),
  [`${prefix}/market/stream`]: quoteStream,
  [`${prefix}/user/events`]: userEvents,
  ...probes,
})

/** The back office's GET routes: any investor's uploads, for review, and the probes. */
export const adminGetRoutes = (prefix: string) => {
  const file = fileOperation('file', 'An investor’s uploaded image, for review')
  return {
    [`${prefix}/files/{id}`]: { get: { ...file.get, security: consoleSession } },
    ...probes,
  }
}
