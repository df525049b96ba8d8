import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { CheckIcon } from '../../components/icons.tsx'
import { AuthPage } from './AuthPage.tsx'

/** /login/start1 — what the app offers (spec §1), then log in or register. */
export function Start1() {
  const { t } = useLingui()
  const offers = [
    t`Buy long or sell short, with limit or market orders`,
    t`Subscribe to new shares and follow funds`,
    t`Deposit and withdraw through a reviewed back office`,
  ]
  return (
    <AuthPage heading={t`Welcome`}>
      <ul className="offers">
        {offers.map((offer) => (
          <li key={offer}>
            <CheckIcon />
            <span>{offer}</span>
          </li>
        ))}
      </ul>
      <div className="stacked-actions">
        <Link className="primary button" to="/login/login">
          {t`Log in`}
        </Link>
        <Link className="secondary button" to="/login/register">
          {t`Create an account`}
        </Link>
      </div>
      <p className="muted small">{t`You need an invitation code to register.`}</p>
    </AuthPage>
  )
}
