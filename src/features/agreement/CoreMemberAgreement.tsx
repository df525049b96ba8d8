import { SignAgreement } from './SignAgreement.tsx'

/** /information/contract2 — the core-member agreement (spec §2, §6). */
export default function CoreMemberAgreement() {
  return <SignAgreement kind="coreMember" />
}
