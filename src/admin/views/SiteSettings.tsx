import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LoadState } from '../../components/LoadState.tsx'
import { useAdmin } from '../adminApi.ts'
import { useAdminData } from '../useAdminData.ts'

interface Setting {
  name: string
  value: string | null
  hint: string
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
  const { t } = useLingui()
  const { post, toast } = useAdmin()
  const [value, setValue] = useState(setting.value ?? '')
  const changed = value !== (setting.value ?? '')
  return (
    <li className="setting-row">
      <label>
        <code>{setting.name}</code>
        <input
          value={value}
          placeholder={setting.hint}
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
