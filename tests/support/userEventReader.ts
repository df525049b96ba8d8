import { USER_EVENT } from '../../machines/messages/userEvents.ts'

/**
 * Reads a user event stream's answer (server-sent events) in the background: `topics` fills as
 * `user` events come; `next` waits for the next one (or fails after `ms`); `stop` ends the read,
 * which the server sees as the client going away.
 */
export function readUserEvents(answer: Response) {
  const topics: string[] = []
  const waiting: ((topic: string) => void)[] = []
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      text += value
      const blocks = text.split('\n\n')
      text = blocks.pop() ?? ''
      for (const block of blocks) {
        if (!block.includes(`event: ${USER_EVENT}`)) continue
        const data = block.split('\n').find((line) => line.startsWith('data:'))
        const { topic } = JSON.parse(data!.slice(5)) as { topic: string }
        topics.push(topic)
        waiting.shift()?.(topic)
      }
    }
  }
  void pump().catch(() => {})
  return {
    topics,
    next(ms = 10_000) {
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no user event within ${ms} ms`)), ms)
        waiting.push((topic) => {
          clearTimeout(timer)
          resolve(topic)
        })
      })
    },
    stop: () => reader.cancel().catch(() => {}),
  }
}
