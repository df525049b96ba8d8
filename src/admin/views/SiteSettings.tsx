import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { configListCall, configSetCall, type Setting } from '../../../machines/backOffice/calls.ts'
import { SETTING_KIND_TABLE } from '../../../machines/backOffice/settings.ts'
import { Labelled } from '../../components/Labelled.tsx'
import { LoadState } from '../../components/LoadState.tsx'
import { ConfirmStep, ResultStep } from '../SubmissionSteps.tsx'
import { settingForInput, storedSetting } from '../settingInput.ts'
import {
  formatSetting,
  kindHint,
  SECTION_LABELS,
  type SettingSection,
  sectionOf,
  settingLabel,
  TRADE_GROUP_LABELS,
} from '../settingLabels.ts'
import { useAdminLoad, useAdminSubmission } from '../useAdminCall.ts'

const SECTIONS: SettingSection[] = [
  'site',
  'funds',
  'exchange',
  'credit',
  'Spain',
  'usd',
  'otc',
  'crypto',
  'forex',
  'other',
]

/**
 * Site configuration (spec §3): title, logo, service link, money hours and limits, rates, fees,
 * each under its name with the value in effect in its unit (issue 18). A value is checked by its
 * kind before it is sent and confirmed first; the server checks it again and stays the authority.
 */
export function SiteSettings() {
  const { t, i18n } = useLingui()
  const settings = useAdminLoad(configListCall, {})
  const save = useAdminSubmission(configSetCall, { confirm: true, onDone: settings.refresh })
  /** A value to store or stored, in its unit ("0,1 %", "100,00 €"), as the list shows it. */
  const inUnit = (name: string, value: string) => {
    const kind = settings.data?.find((s) => s.name === name)?.kind
    return kind ? formatSetting(i18n, name, kind, value) : value
  }
  const sectionLabel = (section: SettingSection) =>
    i18n._(
      section in TRADE_GROUP_LABELS
        ? TRADE_GROUP_LABELS[section as keyof typeof TRADE_GROUP_LABELS]
        : SECTION_LABELS[section as keyof typeof SECTION_LABELS],
    )
  return (
    <section>
      <p className="muted">{t`Each setting shows the value in effect. Where none is stored, the built-in default applies and is marked. Only values the server can read are saved.`}</p>
      <ResultStep submission={save} title={t`Setting saved`}>
        {(answer) => (
          <p>
            <Labelled label={settingLabel(i18n, answer.name)}>
              <strong>{inUnit(answer.name, answer.value)}</strong>
            </Labelled>
          </p>
        )}
      </ResultStep>
      <LoadState load={settings}>
        {(list) =>
          SECTIONS.map((section) => {
            const rows = list.filter((s) => sectionOf(s.name, s.kind) === section)
            if (rows.length === 0) return null
            return (
              <details
                key={section}
                className="settings-group"
                open={section === 'site' || section === 'funds'}
              >
                <summary>{sectionLabel(section)}</summary>
                <ul className="settings-list">
                  {rows.map((s) => (
                    <SettingRow
                      // Anew for a new language too: the field shows decimals in its way.
                      key={`${s.name}=${s.value}@${i18n.locale}`}
                      setting={s}
                      busy={save.isBusy}
                      onSave={(value) => save.submit({ name: s.name, value })}
                    />
                  ))}
                </ul>
              </details>
            )
          })
        }
      </LoadState>
      <ConfirmStep submission={save} title={t`Confirm setting`}>
        {(request) => (
          <p>
            {t`Store this value?`}{' '}
            <Labelled label={settingLabel(i18n, request.name)}>
              <strong>{inUnit(request.name, request.value)}</strong>
            </Labelled>
          </p>
        )}
      </ConfirmStep>
    </section>
  )
}

/** What is in effect, in its unit, and where it comes from. */
function InEffect({ setting }: { setting: Setting }) {
  const { t, i18n } = useLingui()
  const shown = (value: string) =>
    setting.kind ? formatSetting(i18n, setting.name, setting.kind, value) : value
  if (setting.effective === null) return <span className="muted">{t`Not set`}</span>
  return (
    <span className="setting-effective" data-source={setting.source}>
      <strong>{shown(setting.effective)}</strong>
      {setting.source === 'default' ? <span className="tag">{t`Default`}</span> : null}
      {setting.source === 'default' && setting.value !== null ? (
        <span className="problem">
          {t`The stored value ${setting.value} cannot be read, so the default applies.`}
        </span>
      ) : null}
    </span>
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
  const kind = setting.kind
  const shownFirst = settingForInput(kind, setting.value ?? '', i18n.locale)
  const [value, setValue] = useState(shownFirst)
  // A decimal typed the operator's way ("0,001" in German) is stored the server's way ("0.001").
  const stored = storedSetting(kind, value, i18n.locale)
  const changed = value !== shownFirst
  // The kind's own check (machines/backOffice/settings.ts), said beside the field before sending.
  const unreadable = kind !== null && changed && !SETTING_KIND_TABLE[kind].accepts(stored)
  const inputId = `setting-${setting.name}`
  return (
    <li className="setting-row" data-name={setting.name}>
      <div className="setting-head">
        <label htmlFor={inputId}>{settingLabel(i18n, setting.name)}</label>
        <InEffect setting={setting} />
      </div>
      <div className="setting-edit">
        {kind === 'yesNo' ? (
          <select id={inputId} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">{t`Not set`}</option>
            <option value="true">{t`On`}</option>
            <option value="false">{t`Off`}</option>
          </select>
        ) : (
          <input
            id={inputId}
            value={value}
            placeholder={
              setting.default !== null
                ? settingForInput(kind, setting.default, i18n.locale)
                : kind
                  ? kindHint(i18n, kind)
                  : undefined
            }
            aria-invalid={unreadable}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <button
          type="button"
          className="secondary"
          disabled={!changed || unreadable || value === '' || busy}
          onClick={() => onSave(stored)}
        >
          {t`Save`}
        </button>
      </div>
      {kind && kind !== 'yesNo' ? (
        <p className={unreadable ? 'problem small' : 'muted small'}>
          {unreadable ? `${t`The server cannot read this value.`} ` : null}
          {kindHint(i18n, kind)}
        </p>
      ) : null}
      <code className="setting-key small muted">{setting.name}</code>
    </li>
  )
}
