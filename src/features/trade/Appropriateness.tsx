import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  type AppropriatenessFacts,
  appropriatenessCall,
  appropriatenessInput,
  CLOSE_OUT,
  EXPERIENCE,
  LEVERAGE_LOSS,
  riskWarningCall,
  SHORT_LOSS,
  warningNeeded,
} from '../../../machines/order/appropriateness.ts'
import { BackBar } from '../../components/BackBar.tsx'
import { FormShell } from '../../components/form/FormShell.tsx'
import { SubmissionResult } from '../../components/form/SubmissionResult.tsx'
import { useLoad, useSubmission } from '../../lib/useCall.ts'
import { RiskWarningFigure } from './RiskWarningFigure.tsx'

const EMPTY: AppropriatenessFacts = {
  experience: null,
  leverageLoss: null,
  shortLoss: null,
  closeOut: null,
  acknowledged: false,
}

type Question = Exclude<keyof AppropriatenessFacts, 'acknowledged'>

/** The questions, each with its answers in the order shown. */
const QUESTIONS: Array<{
  name: Question
  text: MessageDescriptor
  answers: Record<string, MessageDescriptor>
}> = [
  {
    name: 'experience',
    text: msg`How often have you traded shares, crypto or forex in the last three years?`,
    answers: {
      [EXPERIENCE[0]]: msg`Never`,
      [EXPERIENCE[1]]: msg`A few times`,
      [EXPERIENCE[2]]: msg`Often`,
    },
  },
  {
    name: 'leverageLoss',
    text: msg`You buy with 5× leverage and the price falls 10\u00a0%. How much of your margin is lost?`,
    answers: {
      [LEVERAGE_LOSS[0]]: msg`A tenth`,
      [LEVERAGE_LOSS[1]]: msg`Half`,
      [LEVERAGE_LOSS[2]]: msg`All of it`,
    },
  },
  {
    name: 'shortLoss',
    text: msg`A short sale loses money when the price…`,
    answers: { [SHORT_LOSS[0]]: msg`falls`, [SHORT_LOSS[1]]: msg`rises` },
  },
  {
    name: 'closeOut',
    text: msg`Can Tradeflow close a position on margin without you asking?`,
    answers: {
      [CLOSE_OUT[0]]: msg`No, never`,
      [CLOSE_OUT[1]]: msg`Yes, when its losses reach the close-out level`,
    },
  },
]

/**
 * /trade/appropriateness — before a first order on margin or a short sale (issue 25): the plain
 * risk warning with the platform's own figure, four questions, and where the answers show too
 * little experience or understanding, the warning to acknowledge. The gate decides, here and on
 * the server.
 */
export default function Appropriateness() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [facts, setFacts] = useState(EMPTY)
  const saving = useSubmission(appropriatenessCall, {
    gate: (request) =>
      appropriatenessInput({ ...request, acknowledged: request.acknowledged ?? false }),
  })
  const title = t`Trading on margin`
  if (saving.isDone && saving.answer)
    return (
      <section className="screen sub-screen">
        <BackBar title={title} />
        <SubmissionResult title={t`Check taken`} onDismiss={() => navigate(-1)}>
          <p data-testid="appropriateness-result">
            {saving.answer.appropriate
              ? t`Your answers show you know how trading on margin works. You can now buy with leverage and sell short.`
              : t`You have been warned that trading on margin may not suit you. You can buy with leverage and sell short; the check can be taken again at any time.`}
          </p>
        </SubmissionResult>
      </section>
    )
  const warned = warningNeeded(facts)
  return (
    <section className="screen sub-screen">
      <BackBar title={title} />
      <RiskWarning />
      <FormShell
        onSubmit={() => saving.submit(facts)}
        busy={saving.isBusy}
        failure={saving}
        submitLabel={t`Send answers`}
      >
        {QUESTIONS.map((q) => (
          <Choices
            key={q.name}
            question={q}
            value={facts[q.name]}
            onChange={(value) => setFacts((f) => ({ ...f, [q.name]: value }))}
          />
        ))}
        {warned && (
          <div className="risk-note margin-call" role="alert" data-testid="appropriateness-warning">
            <p>
              {t`From your answers, trading on margin may not be appropriate for you: you could lose your whole margin quickly, and a position is closed without asking you when its losses reach the close-out level.`}
            </p>
            <label className="check">
              <input
                type="checkbox"
                name="acknowledged"
                checked={facts.acknowledged}
                onChange={(e) => setFacts((f) => ({ ...f, acknowledged: e.target.checked }))}
              />
              {t`I have read this warning and want to trade on margin all the same.`}
            </label>
          </div>
        )}
      </FormShell>
    </section>
  )
}

/** The plain risk warning: the platform's own share of accounts that lost money on margin. */
function RiskWarning() {
  const { t } = useLingui()
  const figure = useLoad(riskWarningCall, {})
  const data = figure.data?.warning
  return (
    <div className="risk-note" data-testid="risk-warning">
      <p>
        {t`Buying with leverage and selling short can lose money fast. A position is closed out when its losses reach the close-out level, and a price that jumps can take the whole margin.`}
      </p>
      {data ? (
        <p>
          <RiskWarningFigure losingPercent={data.losingPercent} />{' '}
          <Plural value={data.accounts} one="(# account)" other="(# accounts)" />
        </p>
      ) : figure.isLoading ? null : (
        <p>{t`No account has closed a position on margin yet: there is no figure of how many lose money.`}</p>
      )}
    </div>
  )
}

function Choices({
  question,
  value,
  onChange,
}: {
  question: (typeof QUESTIONS)[number]
  value: string | null
  onChange(value: string): void
}) {
  const { i18n } = useLingui()
  return (
    <fieldset className="choices" data-testid={`question-${question.name}`}>
      <legend>{i18n._(question.text)}</legend>
      {Object.entries(question.answers).map(([answer, label]) => (
        <label key={answer} className="choice">
          <input
            type="radio"
            name={question.name}
            value={answer}
            checked={value === answer}
            onChange={() => onChange(answer)}
          />
          {i18n._(label)}
        </label>
      ))}
    </fieldset>
  )
}
