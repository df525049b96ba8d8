/** A new share and a subscription as their calls answer them (machines/ipo/calls.ts). */
export type {
  IpoProduct,
  SubscriptionRecord as Subscription,
} from '../../machines/ipo/calls.ts'
