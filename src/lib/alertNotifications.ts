import type { I18n } from '@lingui/core'
import { alertsCall } from '../../machines/alerts/calls.ts'
import { alertHasTag } from '../../machines/alerts/priceAlert.ts'
import { needCatalog } from '../i18n/i18n.ts'
import { messageTexts } from '../i18n/messageTexts.ts'
import type { ApiCall } from './apiClient.ts'

/** The newest fired alert this device has shown: each is shown once. */
const SHOWN_KEY = 'alertsShown'

/**
 * Shows the price alerts that fired since the last ones shown as system notifications (issue
 * 25), where the user allowed them on this device; the inbox has the same message either way.
 * Called when the user's event stream says an alert fired. The first run only remembers where it
 * stands: alerts from before this device listened are in the inbox, not popped up.
 */
export async function showFiredAlerts(call: ApiCall, i18n: I18n, store: Storage) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const fired = (await call(alertsCall, {})).filter((a) => alertHasTag(a.state, 'fired'))
  const newest = Math.max(0, ...fired.map((a) => a.id))
  const shown = store.getItem(SHOWN_KEY)
  store.setItem(SHOWN_KEY, String(newest))
  if (shown === null) return
  const fresh = fired.filter((f) => f.id > Number(shown))
  if (fresh.length === 0) return
  // A message's words are the screens' (the inbox's), not home's or the first visit's.
  await needCatalog('screens')
  for (const a of fresh) {
    const { title, body } = messageTexts(i18n, {
      id: a.id,
      kind: 'alert.fired',
      params: {
        code: a.code,
        name: a.name,
        price: a.firedPrice ?? '',
        reason: a.kind,
        ...(a.currency ? { currency: a.currency } : {}),
      },
      title: null,
      body: null,
      ref: String(a.id),
      state: 'unread',
      createdAt: a.firedAt ?? a.createdAt,
    })
    new Notification(title, { body, tag: `alert-${a.id}` })
  }
}
