import {
  renderServerMessage,
  type ServerMessageCode,
  type ServerMessageParams,
} from '../../machines/serverMessages.ts'

export const okBody = <T>(data: T) => ({ status: 1 as const, msg: '', data })

export const refusalBody = (code: ServerMessageCode, params: ServerMessageParams = {}) => ({
  status: 0 as const,
  msg: renderServerMessage(code, params),
  code,
  params,
})
