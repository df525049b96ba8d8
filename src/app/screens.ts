import type { ScreenLoader } from '../lib/clientModule.ts'
import { LINE_SCREENS } from './productLines.ts'
import type { ScreenPath, TabPath } from './routes.ts'

export type { ScreenLoader }

/**
 * Which screen each built path shows: the core's here, each product line's from its module
 * (routes.ts lists the paths; a path missing here does not compile).
 */
export const SCREENS: Record<TabPath | ScreenPath, ScreenLoader> = {
  ...LINE_SCREENS,
  '/home/index': () => import('../features/home/HomeIndex.tsx'),
  '/market/index': () => import('../features/market/MarketIndex.tsx'),
  '/favorite/index': () => import('../features/market/FavoriteIndex.tsx'),
  '/trade/index': () => import('../features/trade/TradeIndex.tsx'),
  '/information/wallet': () => import('../features/funds/Wallet.tsx'),
  '/market/stockDetail': () => import('../features/market/StockDetail.tsx'),
  '/market/stockDetailzs': () => import('../features/market/StockDetail.tsx'),
  '/trade/positionDetail': () => import('../features/trade/PositionDetail.tsx'),
  '/trade/appropriateness': () => import('../features/trade/Appropriateness.tsx'),
  '/information/devices': () => import('../features/account/Devices.tsx'),
  '/information/twoFactor': () => import('../features/account/TwoFactor.tsx'),
  '/home/dayTrading': () => import('../features/trade/DayTrading.tsx'),
  '/home/blockTrade': () => import('../features/trade/BlockTrade.tsx'),
  '/home/blockTrade1': () => import('../features/trade/BlockTrade1.tsx'),
  '/home/blockTrade2': () => import('../features/trade/BlockTrade2.tsx'),
  '/information/setting': () => import('../features/account/Settings.tsx'),
  '/information/aboutUs': () => import('../features/legal/AboutUs.tsx'),
  '/home/market': () => import('../features/market/MarketIndex.tsx'),
  '/home/dividend': () => import('../features/market/DividendList.tsx'),
  '/market/zhiShu': () => import('../features/market/ZhiShu.tsx'),
  '/favorite/search': () => import('../features/market/FavoriteSearch.tsx'),
  '/home/newsList': () => import('../features/news/NewsList.tsx'),
  '/home/newsDetail': () => import('../features/news/NewsDetail.tsx'),
  '/information/index': () => import('../features/account/AccountIndex.tsx'),
  '/information/recharge': () => import('../features/funds/Recharge.tsx'),
  '/information/rechargeChannel': () => import('../features/funds/RechargeChannel.tsx'),
  '/information/cashOut': () => import('../features/funds/CashOut.tsx'),
  '/information/fundRecord': () => import('../features/funds/FundRecord.tsx'),
  '/information/bankList': () => import('../features/funds/BankList.tsx'),
  '/information/addBankCard': () => import('../features/funds/AddBankCard.tsx'),
  '/information/usdtAddress': () => import('../features/funds/UsdtAddress.tsx'),
  '/information/fundPass': () => import('../features/funds/FundPass.tsx'),
  '/information/loginPass': () => import('../features/account/LoginPass.tsx'),
  '/information/authInfo': () => import('../features/account/AuthInfo.tsx'),
  '/information/exChange': () => import('../features/funds/ExChange.tsx'),
  '/information/changeLang': () => import('../features/account/ChangeLang.tsx'),
  '/information/aboutInfo': () => import('../features/legal/AboutInfo.tsx'),
  '/login/resetPassword': () => import('../features/recovery/ResetPassword.tsx'),
}
