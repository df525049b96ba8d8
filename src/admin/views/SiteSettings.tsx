import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LoadState } from '../../components/LoadState.tsx'
import { useAdmin } from '../adminApi.ts'
import { useAdminData } from '../useAdminData.ts'

interface Setting {
  name: string
  value: string | null
  /** The kind of value the server reads for it (server/admin/settings.ts); null if unknown. */
  kind: string | null
}

/** What to type, per kind of setting. */
const KIND_HINTS: Record<string, MessageDescriptor> = {
  text: msg`Text`,
  logo: msg`A path such as /logo.svg, or an https:// address`,
  link: msg`An https://, mailto: or tel: link`,
  hours: msg`Hours, for example 09:00-17:30`,
  yesNo: msg`Type true or false`,
  score: msg`A whole number from 0 to 1000`,
  amount: msg`An amount, for example 100.00`,
  rate: msg`US dollars per unit, for example 1.16`,
  fraction: msg`A rate, for example 0.001 for 0.1 %`,
  list: msg`Choices separated by commas, for example 1,2,5`,
  percent: msg`A percentage, or none`,
  lock: msg`Minutes such as 5m, or trading days such as T+1`,
  count: msg`A whole number`,
}

/** Site configuration (spec §3): title, logo, service link, money hours and limits, rates, fees. */
export function SiteSettings() {
  const { t } = useLingui()
  const settings = useAdminData<Setting[]>('config/list', {})
  return (
    <section>
      <p className="muted">{t`Empty settings use the built-in default. Only values the server can read are saved.`}</p>
      <LoadState load={settings}>
        {(list) => (
          <ul className="settings-list">
            {list.map((s) => (
              <SettingRow key={s.name} setting={s} onSaved={settings.reload} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  )
}

function SettingRow({ setting, onSaved }: { setting: Setting; onSaved(): void }) {
  const { t, i18n } = useLingui()
  const { post, toast } = useAdmin()
  const hint = setting.kind ? KIND_HINTS[setting.kind] : undefined
  const [value, setValue] = useState(setting.value ?? '')
  const changed = value !== (setting.value ?? '')
  return (
    <li className="setting-row">
      <label>
        <code>{setting.name}</code>
        <input
          value={value}
          placeholder={hint ? i18n._(hint) : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="secondary"
        disabled={!changed}
        onClick={async () => {
          try {
            await post('config/set', { name: setting.name, value })
            toast.show(t`Saved`)
            onSaved()
          } catch {
            // shown by the API client
          }
        }}
      >
        {t`Save`}
      </button>
    </li>
  )
}
