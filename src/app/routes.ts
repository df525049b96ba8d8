import type { ComponentType } from 'react'
import type { RouteMeta } from './routeMeta.ts'

/** A screen of spec §2, loaded on first visit in its own chunk. */
export interface LazyRoute {
  path: string
  load: () => Promise<{ default: ComponentType }>
  meta?: RouteMeta
}

/**
 * The hash routes of spec §2 that exist so far, as data: the router is built from it and any
 * module may ask whether a route is built without importing the router (which imports every
 * screen). The login screens are not here: they load with the first visit (router.tsx).
 */
export const TAB_ROUTES: LazyRoute[] = [
  {
    path: '/home/index',
    load: () => import('../screens/home/HomeIndex.tsx'),
    meta: { tab: 0, keepAlive: true },
  },
  {
    path: '/market/index',
    load: () => import('../screens/market/MarketIndex.tsx'),
    meta: { tab: 1, keepAlive: true },
  },
  {
    path: '/favorite/index',
    load: () => import('../screens/favorite/FavoriteIndex.tsx'),
    meta: { tab: 2 },
  },
  { path: '/trade/index', load: () => import('../screens/trade/TradeIndex.tsx'), meta: { tab: 3 } },
  {
    path: '/information/wallet',
    load: () => import('../screens/information/Wallet.tsx'),
    meta: { tab: 4, wallet: true },
  },
]

export const SCREEN_ROUTES: LazyRoute[] = [
  { path: '/market/stockDetail', load: () => import('../screens/market/StockDetail.tsx') },
  { path: '/market/stockDetailzs', load: () => import('../screens/market/StockDetail.tsx') },
  { path: '/trade/positionDetail', load: () => import('../screens/trade/PositionDetail.tsx') },
  { path: '/home/dayTrading', load: () => import('../screens/home/DayTrading.tsx') },
  { path: '/home/blockTrade', load: () => import('../screens/home/BlockTrade.tsx') },
  { path: '/home/blockTrade1', load: () => import('../screens/home/BlockTrade1.tsx') },
  { path: '/home/blockTrade2', load: () => import('../screens/home/BlockTrade2.tsx') },
  { path: '/home/newStock', load: () => import('../screens/home/NewStock.tsx') },
  { path: '/home/newStockBuy', load: () => import('../screens/home/NewStockBuy.tsx') },
  { path: '/trade/creditLoan', load: () => import('../screens/trade/CreditLoan.tsx') },
  { path: '/information/loanRating', load: () => import('../screens/information/LoanRating.tsx') },
  { path: '/information/loanRecord', load: () => import('../screens/information/LoanRecord.tsx') },
  { path: '/market/zhiShu', load: () => import('../screens/market/ZhiShu.tsx') },
  { path: '/favorite/search', load: () => import('../screens/favorite/FavoriteSearch.tsx') },
  { path: '/home/newsList', load: () => import('../screens/home/NewsList.tsx') },
  { path: '/home/newsDetail', load: () => import('../screens/home/NewsDetail.tsx') },
  { path: '/information/index', load: () => import('../screens/information/AccountIndex.tsx') },
  { path: '/information/recharge', load: () => import('../screens/information/Recharge.tsx') },
  {
    path: '/information/rechargeChannel',
    load: () => import('../screens/information/RechargeChannel.tsx'),
  },
  { path: '/information/cashOut', load: () => import('../screens/information/CashOut.tsx') },
  { path: '/information/fundRecord', load: () => import('../screens/information/FundRecord.tsx') },
  { path: '/information/bankList', load: () => import('../screens/information/BankList.tsx') },
  {
    path: '/information/addBankCard',
    load: () => import('../screens/information/AddBankCard.tsx'),
  },
  {
    path: '/information/usdtAddress',
    load: () => import('../screens/information/UsdtAddress.tsx'),
  },
  { path: '/information/fundPass', load: () => import('../screens/information/FundPass.tsx') },
  { path: '/information/loginPass', load: () => import('../screens/information/LoginPass.tsx') },
  { path: '/information/authInfo', load: () => import('../screens/information/AuthInfo.tsx') },
  { path: '/information/exChange', load: () => import('../screens/information/ExChange.tsx') },
  {
    path: '/information/changeLang',
    load: () => import('../screens/information/ChangeLang.tsx'),
    meta: { public: true },
  },
]

/** The login screens' paths (spec §2 Login), public (spec §6 Visitor). */
export const LOGIN_PATHS = [
  '/login/start',
  '/login/start1',
  '/login/login',
  '/login/register',
  '/login/reLogin',
  '/login/loginAfter',
] as const

const BUILT = new Set<string>([
  ...LOGIN_PATHS,
  ...TAB_ROUTES.map((r) => r.path),
  ...SCREEN_ROUTES.map((r) => r.path),
])

/** Whether a path has a screen yet, so links to screens still to come are not shown. */
export function isBuiltRoute(path: string): boolean {
  return BUILT.has(path)
}
