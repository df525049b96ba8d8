import { describe, expect, it } from 'vitest'
import { routeOfDeepLink } from '../../../src/native/deepLinks.ts'

describe('a deep link into the native shell', () => {
  it.each([
    ['tradeflow://market/stockDetail?code=SAN', '/market/stockDetail?code=SAN'],
    ['tradeflow://home/index', '/home/index'],
    ['tradeflow://information/userInfo/', '/information/userInfo'],
    ['https://app.example/#/market/stockDetail?code=AAPL', '/market/stockDetail?code=AAPL'],
    // Read as a URL is read: dots resolved, a fragment dropped; what is left is still a route.
    ['tradeflow://home/../../information/index', '/home/information/index'],
    ['tradeflow://home/index#/other', '/home/index'],
  ])('%s opens %s', (link, route) => {
    expect(routeOfDeepLink(link)).toBe(route)
  })

  it.each([
    'javascript:alert(1)',
    'http://app.example/#/home/index',
    'https://app.example/home/index',
    'tradeflow://',
    'ftp://app.example/#/home/index',
    'not a link',
    'tradeflow://home/in dex',
  ])('%s opens nothing', (link) => {
    expect(routeOfDeepLink(link)).toBeNull()
  })
})
