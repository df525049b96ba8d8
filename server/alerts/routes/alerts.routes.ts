import { alertsCall, cancelAlertCall, createAlertCall } from '../../../machines/alerts/calls.ts'
import { serve } from '../../http/route.ts'
import { cancelAlert, createAlert, listAlerts } from '../alertService.ts'

/** API.md alerts/list: the user's price alerts (issue 25). */
export const alertsRoute = serve(alertsCall, ({ body, deps, caller }) =>
  listAlerts(deps, caller.user.id, body.code),
)

/** API.md alerts/create: set a price alert (issue 25). */
export const createAlertRoute = serve(createAlertCall, ({ body, deps, caller }) =>
  createAlert(deps, caller.user.id, body),
)

/** API.md alerts/cancel: remove an active price alert (issue 25). */
export const cancelAlertRoute = serve(cancelAlertCall, ({ body, deps, caller }) =>
  cancelAlert(deps, caller.user.id, body.id),
)

export const alertRoutes = [alertsRoute, createAlertRoute, cancelAlertRoute]
