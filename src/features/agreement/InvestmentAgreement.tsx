import { SignAgreement } from './SignAgreement.tsx'

/** /information/contract1 — the investment agreement (spec §2). */
export default function InvestmentAgreement() {
  return <SignAgreement kind="investment" />
}
