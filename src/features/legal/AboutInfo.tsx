import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { BackBar } from '../../components/BackBar.tsx'
import { useServices } from '../../lib/services.ts'
import { LEGAL_SECTIONS, LEGAL_TITLES, type LegalDocument, legalDocumentOf } from './documents.ts'
import './legal.css'

/**
 * /information/aboutInfo?doc=agreement|privacy — the user agreement or the privacy policy
 * (spec §2), open to visitors: the registration form links here, and back returns to the form
 * with what was typed. The contact is the site's customer-service link (spec §3).
 */
export default function AboutInfo() {
  const [params] = useSearchParams()
  return <LegalScreen doc={legalDocumentOf(params.get('doc'))} />
}

/** One of the readable documents, with the way to customer service under it. */
export function LegalScreen({ doc }: { doc: LegalDocument }) {
  const { t, i18n } = useLingui()
  const { config } = useServices()
  const title = config.title
  return (
    <section className="screen sub-screen legal">
      <BackBar title={i18n._(LEGAL_TITLES[doc])} />
      <article className="legal-text">
        {LEGAL_SECTIONS[doc].map((section) => (
          <section key={section.heading.id}>
            <h2>{i18n._({ ...section.heading, values: { title } })}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.id}>{i18n._({ ...p, values: { title } })}</p>
            ))}
          </section>
        ))}
        <section>
          <h2>{t`Customer service`}</h2>
          {config.service ? (
            <p>
              <a href={config.service} target="_blank" rel="noreferrer">
                {t`Contact customer service`}
              </a>
            </p>
          ) : (
            <p>{t`This site has not published a customer-service link yet.`}</p>
          )}
        </section>
      </article>
    </section>
  )
}
