import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { FlowChanges } from '../../../flowmodel/flowChanges.ts'
import { flowText, flowTextId } from '../../../flowmodel/flowText.ts'
import { MachineChangeList } from '../components/MachineChangeList.tsx'

/**
 * What changed in the flows since a commit (issue 50, item 6): the last `npm run flows:diff
 * <ref>`, bundled at build time — each changed flow with its changes, then the rule constants.
 * `undefined` while it loads, `null` when nobody has compared yet.
 */
export function ChangesView({ changes }: { changes: FlowChanges | null | undefined }) {
  const { t } = useLingui()
  return (
    <main className="flows-main">
      <Link to="/" className="flows-back">
        ‹ {t`All flows`}
      </Link>
      <h1>{t`What changed`}</h1>
      {changes === undefined && <p className="flows-muted">{t`Loading…`}</p>}
      {changes === null && (
        <p className="flows-note">
          {t`No comparison yet: run npm run flows:diff with a commit, branch or tag, then build again.`}
        </p>
      )}
      {changes && <ChangesSince changes={changes} />}
    </main>
  )
}

function ChangesSince({ changes }: { changes: FlowChanges }) {
  const { t, i18n } = useLingui()
  const { commit } = changes
  const ref = commit && commit !== changes.ref ? `${changes.ref} (${commit})` : changes.ref
  const nothing = changes.machines.length === 0 && changes.constants.length === 0
  return (
    <>
      <p className="flows-muted">{t`Compared with ${ref}.`}</p>
      {!changes.outcomesCompared && (
        <p className="flows-note">{t`That commit has no approved path outcomes, so how paths end is not compared.`}</p>
      )}
      {nothing && <p>{t`Nothing changed: the same states, transitions, rules and outcomes.`}</p>}
      {changes.machines.map(({ id, title, changes: list }) => (
        <section key={id} className="flows-panel flows-change-panel" data-machine={id}>
          <h2>
            {list[0]?.kind === 'machineRemoved' ? (
              flowText(i18n, flowTextId.title(id), title)
            ) : (
              <Link to={`/${id}`}>{flowText(i18n, flowTextId.title(id), title)}</Link>
            )}{' '}
            <code>{id}</code>
          </h2>
          <MachineChangeList changes={list} />
        </section>
      ))}
      {changes.constants.length > 0 && (
        <section className="flows-panel flows-change-panel">
          <h2>{t`Rule constants`}</h2>
          <ul className="flows-changes">
            {changes.constants.map(({ file, name, was, now }) => (
              <li key={`${file} ${name}`} data-constant={name}>
                <code>{name}</code> <small className="flows-muted">{file}</small>
                <br />
                <small className="flows-change-words">
                  {was === undefined ? t`added` : shown(was)} →{' '}
                  {now === undefined ? t`removed` : shown(now)}
                </small>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** A constant's value as JSON, a long one cut. */
const shown = (json: string) => (json.length > 120 ? `${json.slice(0, 120)}…` : json)
