import {
  quantAllocateCall,
  quantAllocationCall,
  quantAllocationsCall,
  quantOrdersCall,
  quantStopCall,
  quantStrategiesCall,
} from '../../../machines/quant/strategyCalls.ts'
import { serve } from '../../http/route.ts'
import {
  allocate,
  allocationDetail,
  myAllocations,
  myStrategyOrders,
  quantStrategyShelf,
  stopAllocation,
} from '../allocationService.ts'

export const quantStrategiesRoute = serve(quantStrategiesCall, ({ deps, caller }) =>
  quantStrategyShelf(deps, caller.user),
)

export const quantAllocateRoute = serve(quantAllocateCall, ({ body, deps, caller }) =>
  allocate(deps, caller.user, body),
)

export const quantStopRoute = serve(quantStopCall, ({ body, deps, caller }) =>
  stopAllocation(deps, caller.user, body.allocationNo),
)

export const quantAllocationsRoute = serve(quantAllocationsCall, ({ body, deps, caller }) =>
  myAllocations(deps, caller.user, body),
)

export const quantAllocationRoute = serve(quantAllocationCall, ({ body, deps, caller }) =>
  allocationDetail(deps, caller.user, body.allocationNo),
)

export const quantOrdersRoute = serve(quantOrdersCall, ({ body, deps, caller }) =>
  myStrategyOrders(deps, caller.user, body),
)

export const strategyRoutes = [
  quantStrategiesRoute,
  quantAllocateRoute,
  quantStopRoute,
  quantAllocationsRoute,
  quantAllocationRoute,
  quantOrdersRoute,
]
