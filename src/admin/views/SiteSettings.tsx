import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { configListCall, configSetCall, type Setting } from '../../../machines/backOffice/calls.ts'
import type { SettingKind } from '../../../machines/backOffice/settings.ts'
import { LoadState } from '../../components/LoadState.tsx'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'

/** What to type, per kind of setting. */
const KIND_HINTS: Record<SettingKind, MessageDescriptor> = {
  text: msg`Text`,
  logo: msg`A path such as /logo.svg, or an https:// address`,
  link: msg`An https://, mailto: or tel: link`,
  hours: msg`Hours, for example 09:00-17:30`,
  yesNo: msg`Type true or false`,
  score: msg`A whole number from 0 to 1000`,
  amount: msg`An amount, for example 100.00`,
  rate: msg`US dollars per unit, for example 1.16`,
  creditPerPoint: msg`Credit limit per score point, for example 100.00`,
  dailyRate: msg`A daily interest rate below 0.01, for example 0.0005`,
  fraction: msg`A rate, for example 0.001 for 0.1 %`,
  list: msg`Choices separated by commas, for example 1,2,5`,
  percent: msg`A percentage, or none`,
  lock: msg`Minutes such as 5m, or trading days such as T+1`,
  count: msg`A whole number`,
}

/**
 * Site configuration (spec §3): title, logo, service link, money hours and limits, rates, fees.
 * A change is confirmed first; the value the server stored stays on screen.
 */
export function SiteSettings() {
  const { t } = useLingui()
  const settings = useAdminLoad(configListCall, {})
  const save = useAdminSubmission(configSetCall, { confirm: true, onDone: settings.refresh })
  return (
    <section>
      <p className="muted">{t`Empty settings use the built-in default. Only values the server can read are saved.`}</p>
      <ResultStep submission={save} title={t`Setting saved`}>
        {(answer) => (
          <p>
            <code>{answer.name}</code> = <code>{answer.value}</code>
          </p>
        )}
      </ResultStep>
      <LoadState load={settings}>
        {(list) => (
          <ul className="settings-list">
            {list.map((s) => (
              <SettingRow
                key={s.name}
                setting={s}
                busy={save.isBusy}
                onSave={(value) => save.submit({ name: s.name, value })}
              />
            ))}
          </ul>
        )}
      </LoadState>
      <ConfirmStep submission={save} title={t`Confirm setting`}>
        {(request) => (
          <p>
            {t`Store this value?`} <code>{request.name}</code> = <code>{request.value}</code>
          </p>
        )}
      </ConfirmStep>
    </section>
  )
}

function SettingRow({
  setting,
  busy,
  onSave,
}: {
  setting: Setting
  busy: boolean
  onSave(value: string): void
}) {
  const { t, i18n } = useLingui()
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
        disabled={!changed || busy}
        onClick={() => onSave(value)}
      >
        {t`Save`}
      </button>
    </li>
  )
}
