// not in the spec: a rejection tells the user why, so the reviewer must give a reason
export const hasReason = ({ event }: { event: object }) =>
  'reason' in event && typeof event.reason === 'string' && event.reason.trim().length > 0
