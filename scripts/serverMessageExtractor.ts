import type { ExtractorType } from '@lingui/conf'
import { SERVER_MESSAGES } from '../machines/serverMessages.ts'

/**
 * Lingui extractor that puts the server-message catalogue into the app's catalogs, each text
 * under its code, so that the catalogue is written once (machines/) and translated like any
 * other string.
 */
export const serverMessageExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('machines/serverMessages.ts'),
  extract(filename, _code, onMessageExtracted) {
    for (const [code, { text, spec }] of Object.entries(SERVER_MESSAGES)) {
      onMessageExtracted({
        id: code,
        message: text,
        comment: `Server message, spec ${spec}`,
        origin: [filename, 0],
      })
    }
  },
}
