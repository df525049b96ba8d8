import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom'
import { Login } from '../screens/login/Login.tsx'
import { LoginAfter } from '../screens/login/LoginAfter.tsx'
import { Register } from '../screens/login/Register.tsx'
import { ReLogin } from '../screens/login/ReLogin.tsx'
import { Start } from '../screens/login/Start.tsx'
import { Start1 } from '../screens/login/Start1.tsx'
import { RootLayout } from './RootLayout.tsx'
import { RouteLoadError } from './RouteLoadError.tsx'
import type { RouteMeta } from './routeMeta.ts'
import { TabLayout } from './TabLayout.tsx'

const meta = (m: RouteMeta) => m

/** A screen loaded on first visit, in its own chunk. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
})

/**
 * The hash routes of spec §2 that exist so far. A route that is not here is not built yet:
 * reaching it sends the user home (or, for a visitor, to login).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteLoadError />,
    children: [
      { path: '/', element: <Navigate to="/login/start" replace /> },
      { path: '/login/start', element: <Start />, handle: meta({ public: true }) },
      { path: '/login/start1', element: <Start1 />, handle: meta({ public: true }) },
      { path: '/login/login', element: <Login />, handle: meta({ public: true }) },
      { path: '/login/register', element: <Register />, handle: meta({ public: true }) },
      { path: '/login/reLogin', element: <ReLogin />, handle: meta({ public: true }) },
      { path: '/login/loginAfter', element: <LoginAfter />, handle: meta({ public: true }) },
      {
        element: <TabLayout />,
        children: [
          {
            path: '/home/index',
            lazy: screen(() => import('../screens/home/HomeIndex.tsx')),
            handle: meta({ tab: 0, keepAlive: true }),
          },
          {
            path: '/market/index',
            lazy: screen(() => import('../screens/market/MarketIndex.tsx')),
            handle: meta({ tab: 1, keepAlive: true }),
          },
          {
            path: '/favorite/index',
            lazy: screen(() => import('../screens/favorite/FavoriteIndex.tsx')),
            handle: meta({ tab: 2 }),
          },
          {
            path: '/trade/index',
            lazy: screen(() => import('../screens/trade/TradeIndex.tsx')),
            handle: meta({ tab: 3 }),
          },
          {
            path: '/information/wallet',
            lazy: screen(() => import('../screens/information/Wallet.tsx')),
            handle: meta({ tab: 4, wallet: true }),
          },
        ],
      },
      {
        path: '/market/stockDetail',
        lazy: screen(() => import('../screens/market/StockDetail.tsx')),
      },
      {
        path: '/market/stockDetailzs',
        lazy: screen(() => import('../screens/market/StockDetail.tsx')),
      },
      {
        path: '/trade/positionDetail',
        lazy: screen(() => import('../screens/trade/PositionDetail.tsx')),
      },
      { path: '/home/dayTrading', lazy: screen(() => import('../screens/home/DayTrading.tsx')) },
      { path: '/home/blockTrade', lazy: screen(() => import('../screens/home/BlockTrade.tsx')) },
      { path: '/home/blockTrade1', lazy: screen(() => import('../screens/home/BlockTrade1.tsx')) },
      { path: '/home/blockTrade2', lazy: screen(() => import('../screens/home/BlockTrade2.tsx')) },
      { path: '/home/newStock', lazy: screen(() => import('../screens/home/NewStock.tsx')) },
      { path: '/home/newStockBuy', lazy: screen(() => import('../screens/home/NewStockBuy.tsx')) },
      {
        path: '/trade/creditLoan',
        lazy: screen(() => import('../screens/trade/CreditLoan.tsx')),
      },
      {
        path: '/information/loanRating',
        lazy: screen(() => import('../screens/information/LoanRating.tsx')),
      },
      {
        path: '/information/loanRecord',
        lazy: screen(() => import('../screens/information/LoanRecord.tsx')),
      },
      { path: '/market/zhiShu', lazy: screen(() => import('../screens/market/ZhiShu.tsx')) },
      {
        path: '/favorite/search',
        lazy: screen(() => import('../screens/favorite/FavoriteSearch.tsx')),
      },
      { path: '/home/newsList', lazy: screen(() => import('../screens/home/NewsList.tsx')) },
      { path: '/home/newsDetail', lazy: screen(() => import('../screens/home/NewsDetail.tsx')) },
      {
        path: '/information/index',
        lazy: screen(() => import('../screens/information/AccountIndex.tsx')),
      },
      {
        path: '/information/recharge',
        lazy: screen(() => import('../screens/information/Recharge.tsx')),
      },
      {
        path: '/information/rechargeChannel',
        lazy: screen(() => import('../screens/information/RechargeChannel.tsx')),
      },
      {
        path: '/information/cashOut',
        lazy: screen(() => import('../screens/information/CashOut.tsx')),
      },
      {
        path: '/information/fundRecord',
        lazy: screen(() => import('../screens/information/FundRecord.tsx')),
      },
      {
        path: '/information/bankList',
        lazy: screen(() => import('../screens/information/BankList.tsx')),
      },
      {
        path: '/information/addBankCard',
        lazy: screen(() => import('../screens/information/AddBankCard.tsx')),
      },
      {
        path: '/information/usdtAddress',
        lazy: screen(() => import('../screens/information/UsdtAddress.tsx')),
      },
      {
        path: '/information/fundPass',
        lazy: screen(() => import('../screens/information/FundPass.tsx')),
      },
      {
        path: '/information/loginPass',
        lazy: screen(() => import('../screens/information/LoginPass.tsx')),
      },
      {
        path: '/information/authInfo',
        lazy: screen(() => import('../screens/information/AuthInfo.tsx')),
      },
      {
        path: '/information/exChange',
        lazy: screen(() => import('../screens/information/ExChange.tsx')),
      },
      {
        path: '/information/changeLang',
        lazy: screen(() => import('../screens/information/ChangeLang.tsx')),
        handle: meta({ public: true }),
      },
      { path: '*', element: <Navigate to="/home/index" replace /> },
    ],
  },
]

export function createAppRouter() {
  return createHashRouter(appRoutes)
}

/** Whether a path has a screen yet, so links to screens still to come are not shown. */
export function isBuiltRoute(path: string): boolean {
  const walk = (routes: RouteObject[]): boolean =>
    routes.some((r) => r.path === path || (r.children ? walk(r.children) : false))
  return walk(appRoutes)
}
