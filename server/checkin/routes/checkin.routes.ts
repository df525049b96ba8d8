import {
  checkInCall,
  checkinRedeemCall,
  checkinStatusCall,
} from '../../../machines/checkin/calls.ts'
import { serve } from '../../http/route.ts'
import { checkIn, checkinStatus, redeemCheckins } from '../checkinService.ts'

export const checkinStatusRoute = serve(checkinStatusCall, ({ deps, caller }) =>
  checkinStatus(deps, caller.user),
)

export const checkInRoute = serve(checkInCall, ({ deps, caller }) => checkIn(deps, caller.user))

export const checkinRedeemRoute = serve(checkinRedeemCall, ({ body, deps, caller }) =>
  redeemCheckins(deps, caller.user, body),
)

export const checkinRoutes = [checkinStatusRoute, checkInRoute, checkinRedeemRoute]
