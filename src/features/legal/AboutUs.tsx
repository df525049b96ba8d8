import { LegalScreen } from './AboutInfo.tsx'

/** /information/aboutUs (spec §2): what the product is, open to visitors. */
export default function AboutUs() {
  return <LegalScreen doc="about" />
}
