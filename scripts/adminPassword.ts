/**
 * `ADMIN_PASSWORD=… npm run admin:password [-- username]`: sets a lost console password on the
 * database the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop the server
 * first: the folder takes one process at a time). Ends that operator's console sessions and
 * writes an audit row.
 */
import { resetAdminPassword } from '../server/admin/passwordReset.ts'
import { systemClock } from '../server/clock.ts'
import { readConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { lockDataDir } from '../server/db/dataDirLock.ts'
import { describeError } from '../server/log.ts'

const username = process.argv[2] ?? 'admin'
const password = process.env.ADMIN_PASSWORD
if (!password) {
  console.error('Set the new password in ADMIN_PASSWORD (at least 8 characters).')
  process.exit(2)
}
try {
  const config = readConfig()
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  )
  const done = await resetAdminPassword(database.db, systemClock(), username, password)
  await database.close()
  release()
  if (!done) {
    console.error(`No console user named ${username}.`)
    process.exit(1)
  }
  console.log(`The console password of ${username} is reset; its open sessions have ended.`)
} catch (error) {
  console.error(`The password could not be reset: ${describeError(error)}`)
  process.exit(1)
}
