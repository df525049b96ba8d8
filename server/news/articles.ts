import type { Locale } from '../../machines/locales.ts'

/** A top-news article written for Tradeflow, in every language of the app. */
export interface Article {
  id: string
  publishedAt: string
  text: Record<Locale, { title: string; body: string }>
}

export const ARTICLES: Article[] = [
  {
    id: 'simulated-market',
    publishedAt: '2026-11-02T08:00:00+01:00',
    text: {
      en: {
        title: 'Prices on Tradeflow are simulated',
        body: 'Every price, chart and volume you see here comes from Tradeflow’s simulated exchange. The companies and indices are real, and their fundamentals are rounded public figures, but the prices move by a model, not by real trades.\n\nUse it to learn the app and practise; do not take the prices as real quotes.',
      },
      'zh-Hant': {
        title: 'Tradeflow 上的價格為模擬價格',
        body: '您在這裡看到的每個價格、圖表和成交量都來自 Tradeflow 的模擬交易所。公司和指數是真實的，其基本面數據為四捨五入的公開數據，但價格由模型驅動，而非真實成交。\n\n請用它來熟悉應用程式和練習，不要把這些價格當作真實報價。',
      },
      ko: {
        title: 'Tradeflow의 가격은 모의 가격입니다',
        body: '여기에서 보는 모든 가격, 차트, 거래량은 Tradeflow의 모의 거래소에서 나옵니다. 기업과 지수는 실제이며 재무 수치는 반올림한 공개 자료이지만, 가격은 실제 거래가 아니라 모델에 따라 움직입니다.\n\n앱을 익히고 연습하는 데 사용하시고, 가격을 실제 시세로 여기지 마세요.',
      },
      de: {
        title: 'Die Kurse bei Tradeflow sind simuliert',
        body: 'Alle Kurse, Charts und Umsätze hier stammen von der simulierten Börse von Tradeflow. Die Unternehmen und Indizes sind echt und ihre Kennzahlen gerundete öffentliche Werte, doch die Kurse bewegt ein Modell, keine echten Geschäfte.\n\nNutzen Sie sie, um die App kennenzulernen und zu üben – nicht als echte Kurse.',
      },
      'zh-Hans': {
        title: 'Tradeflow 上的价格为模拟价格',
        body: '您在这里看到的每个价格、图表和成交量都来自 Tradeflow 的模拟交易所。公司和指数是真实的，其基本面数据为四舍五入的公开数据，但价格由模型驱动，而非真实成交。\n\n请用它来熟悉应用和练习，不要把这些价格当作真实报价。',
      },
      es: {
        title: 'Los precios de Tradeflow son simulados',
        body: 'Todos los precios, gráficos y volúmenes que ve aquí proceden del mercado simulado de Tradeflow. Las empresas e índices son reales y sus datos fundamentales son cifras públicas redondeadas, pero los precios los mueve un modelo, no operaciones reales.\n\nÚselo para conocer la aplicación y practicar; no tome los precios como cotizaciones reales.',
      },
    },
  },
  {
    id: 'trading-hours',
    publishedAt: '2026-11-03T08:30:00+01:00',
    text: {
      en: {
        title: 'When each market trades',
        body: 'Spanish shares trade from 09:00 to 17:30 Madrid time on trading days. US shares trade from 09:30 to 16:00 New York time, with a pre-market session from 04:00 and after-hours until 20:00. Crypto trades every day around the clock; forex from Monday to Friday.\n\nExchange holidays follow the Bolsa de Madrid and NYSE calendars.',
      },
      'zh-Hant': {
        title: '各市場的交易時間',
        body: '西班牙股票於交易日馬德里時間 09:00 至 17:30 交易。美國股票於紐約時間 09:30 至 16:00 交易，另有 04:00 起的盤前交易及至 20:00 的盤後交易。加密貨幣全年全天交易；外匯週一至週五交易。\n\n休市日依照馬德里證券交易所和紐約證券交易所的日曆。',
      },
      ko: {
        title: '시장별 거래 시간',
        body: '스페인 주식은 거래일 마드리드 시간 09:00부터 17:30까지 거래됩니다. 미국 주식은 뉴욕 시간 09:30부터 16:00까지 거래되며, 04:00부터 프리마켓, 20:00까지 애프터마켓이 있습니다. 암호화폐는 연중무휴 24시간, 외환은 월요일부터 금요일까지 거래됩니다.\n\n휴장일은 마드리드 증권거래소와 뉴욕증권거래소 일정을 따릅니다.',
      },
      de: {
        title: 'Wann welcher Markt handelt',
        body: 'Spanische Aktien werden an Handelstagen von 09:00 bis 17:30 Uhr Madrider Zeit gehandelt. US-Aktien von 09:30 bis 16:00 Uhr New Yorker Zeit, mit vorbörslichem Handel ab 04:00 Uhr und nachbörslichem bis 20:00 Uhr. Kryptowährungen handeln täglich rund um die Uhr, Devisen von Montag bis Freitag.\n\nFeiertage folgen den Kalendern der Bolsa de Madrid und der NYSE.',
      },
      'zh-Hans': {
        title: '各市场的交易时间',
        body: '西班牙股票于交易日马德里时间 09:00 至 17:30 交易。美国股票于纽约时间 09:30 至 16:00 交易，另有 04:00 起的盘前交易及至 20:00 的盘后交易。加密货币全年全天交易；外汇周一至周五交易。\n\n休市日依照马德里证券交易所和纽约证券交易所的日历。',
      },
      es: {
        title: 'Cuándo cotiza cada mercado',
        body: 'Las acciones españolas cotizan de 09:00 a 17:30, hora de Madrid, en días hábiles. Las estadounidenses, de 09:30 a 16:00, hora de Nueva York, con preapertura desde las 04:00 y sesión posterior hasta las 20:00. Las criptomonedas cotizan todos los días a todas horas; las divisas, de lunes a viernes.\n\nLos festivos siguen los calendarios de la Bolsa de Madrid y de la NYSE.',
      },
    },
  },
  {
    id: 'volatility-interruption',
    publishedAt: '2026-11-05T10:00:00+01:00',
    text: {
      en: {
        title: 'What a volatility interruption (VI) means',
        body: 'When a share moves too far too fast, the exchange stops continuous trading for a short auction so that buyers and sellers can catch up. Such shares carry the “VI triggered” flag and appear on the Auction tab of the market screen.\n\nTrading resumes at the price the auction finds.',
      },
      'zh-Hant': {
        title: '波動性中斷（VI）是甚麼',
        body: '當股票在短時間內波動過大時，交易所會暫停連續交易，改為短暫的集合競價，讓買賣雙方有時間反應。這類股票帶有「已觸發 VI」標記，並出現在行情頁的「競價」分頁。\n\n交易會以競價產生的價格恢復。',
      },
      ko: {
        title: '변동성 완화장치(VI)란',
        body: '주가가 짧은 시간에 너무 크게 움직이면 거래소는 연속 매매를 멈추고 짧은 단일가 매매를 진행해 매수자와 매도자가 대응할 시간을 줍니다. 이런 종목에는 "VI 발동" 표시가 붙고 시세 화면의 "경매" 탭에 나타납니다.\n\n거래는 단일가 매매에서 정해진 가격으로 재개됩니다.',
      },
      de: {
        title: 'Was eine Volatilitätsunterbrechung (VI) bedeutet',
        body: 'Bewegt sich eine Aktie zu schnell zu weit, unterbricht die Börse den fortlaufenden Handel für eine kurze Auktion, damit Käufer und Verkäufer nachziehen können. Solche Aktien tragen die Markierung „VI ausgelöst“ und stehen im Reiter „Auktion“ der Marktansicht.\n\nDer Handel geht zum in der Auktion gefundenen Preis weiter.',
      },
      'zh-Hans': {
        title: '波动性中断（VI）是什么',
        body: '当股票在短时间内波动过大时，交易所会暂停连续交易，改为短暂的集合竞价，让买卖双方有时间反应。这类股票带有“已触发 VI”标记，并出现在行情页的“竞价”标签。\n\n交易会以竞价产生的价格恢复。',
      },
      es: {
        title: 'Qué significa una interrupción por volatilidad (VI)',
        body: 'Cuando una acción se mueve demasiado y demasiado deprisa, la bolsa detiene la negociación continua para una breve subasta, de modo que compradores y vendedores puedan ponerse al día. Esas acciones llevan la marca «VI activada» y aparecen en la pestaña Subasta del mercado.\n\nLa negociación se reanuda al precio que fija la subasta.',
      },
    },
  },
  {
    id: 'adjusted-charts',
    publishedAt: '2026-11-09T09:15:00+01:00',
    text: {
      en: {
        title: 'Dividends, splits and adjusted charts',
        body: 'On the day a share goes ex-dividend its price drops by about the dividend; after a split it drops by the split ratio. The raw chart (no adjustment) shows these gaps. Forward adjustment keeps today’s price and scales the past, so the line shows the real return; backward adjustment keeps the first price and scales everything after it.\n\nChoose the mode under the chart on any stock.',
      },
      'zh-Hant': {
        title: '股息、拆股與復權圖表',
        body: '股票除息當天，股價約按股息下跌；拆股後則按拆股比例下跌。不復權圖表會顯示這些缺口。前復權保持今天的價格並調整過去的價格，使走勢反映真實回報；後復權保持最初的價格並調整之後的所有價格。\n\n可在任何股票的圖表下方選擇模式。',
      },
      ko: {
        title: '배당, 액면분할과 수정주가 차트',
        body: '배당락일에는 주가가 대략 배당금만큼 하락하고, 액면분할 후에는 분할 비율만큼 하락합니다. 수정하지 않은 차트에는 이런 갭이 보입니다. 수정주가(전방)는 오늘 가격을 유지하고 과거를 조정해 실제 수익률을 보여 주며, 후방 수정은 최초 가격을 유지하고 이후를 조정합니다.\n\n모든 종목의 차트 아래에서 방식을 선택할 수 있습니다.',
      },
      de: {
        title: 'Dividenden, Splits und bereinigte Charts',
        body: 'Am Ex-Tag fällt der Kurs einer Aktie etwa um die Dividende, nach einem Split um das Split-Verhältnis. Der unbereinigte Chart zeigt diese Lücken. Die Vorwärtsbereinigung behält den heutigen Kurs und skaliert die Vergangenheit, sodass die Linie die echte Rendite zeigt; die Rückwärtsbereinigung behält den ersten Kurs und skaliert alles danach.\n\nDen Modus wählen Sie unter dem Chart jeder Aktie.',
      },
      'zh-Hans': {
        title: '股息、拆股与复权图表',
        body: '股票除息当天，股价约按股息下跌；拆股后则按拆股比例下跌。不复权图表会显示这些缺口。前复权保持今天的价格并调整过去的价格，使走势反映真实回报；后复权保持最初的价格并调整之后的所有价格。\n\n可在任何股票的图表下方选择模式。',
      },
      es: {
        title: 'Dividendos, splits y gráficos ajustados',
        body: 'El día en que una acción cotiza sin dividendo, su precio baja más o menos el dividendo; tras un split, baja según la proporción del split. El gráfico sin ajustar muestra esos huecos. El ajuste hacia delante conserva el precio de hoy y escala el pasado, de modo que la línea refleja la rentabilidad real; el ajuste hacia atrás conserva el primer precio y escala todo lo posterior.\n\nElija el modo bajo el gráfico de cualquier valor.',
      },
    },
  },
  {
    id: 'overheated',
    publishedAt: '2026-11-12T11:00:00+01:00',
    text: {
      en: {
        title: 'Why some shares are marked “short-term overheated”',
        body: 'A share whose price and turnover rise far faster than usual over a few days is marked short-term overheated. The mark is a warning, not a ban: the share still trades, but its price may swing sharply.\n\nLook for the mark beside the name in lists and on the stock screen.',
      },
      'zh-Hant': {
        title: '為甚麼有些股票標記為「短期過熱」',
        body: '股價和成交額在幾天內上漲遠快於平常的股票，會被標記為短期過熱。這是提醒而非禁令：股票仍可交易，但價格可能大幅波動。\n\n請留意列表和個股頁面中名稱旁的標記。',
      },
      ko: {
        title: '일부 종목에 "단기과열" 표시가 붙는 이유',
        body: '며칠 사이 주가와 거래대금이 평소보다 훨씬 빠르게 오른 종목에는 단기과열 표시가 붙습니다. 이 표시는 금지가 아니라 경고입니다. 거래는 계속되지만 가격이 크게 출렁일 수 있습니다.\n\n목록과 종목 화면의 종목명 옆에서 표시를 확인하세요.',
      },
      de: {
        title: 'Warum manche Aktien als „kurzfristig überhitzt“ gelten',
        body: 'Steigen Kurs und Umsatz einer Aktie über wenige Tage viel schneller als üblich, wird sie als kurzfristig überhitzt markiert. Die Markierung ist eine Warnung, kein Verbot: Die Aktie bleibt handelbar, ihr Kurs kann aber stark schwanken.\n\nSie finden die Markierung neben dem Namen in Listen und auf der Aktienseite.',
      },
      'zh-Hans': {
        title: '为什么有些股票标记为“短期过热”',
        body: '股价和成交额在几天内上涨远快于平常的股票，会被标记为短期过热。这是提醒而非禁令：股票仍可交易，但价格可能大幅波动。\n\n请留意列表和个股页面中名称旁的标记。',
      },
      es: {
        title: 'Por qué algunas acciones llevan la marca «sobrecalentada a corto plazo»',
        body: 'Una acción cuyo precio y volumen de negocio suben mucho más deprisa de lo habitual en pocos días recibe la marca de sobrecalentada a corto plazo. Es una advertencia, no una prohibición: la acción sigue cotizando, pero su precio puede oscilar con fuerza.\n\nBusque la marca junto al nombre en las listas y en la ficha del valor.',
      },
    },
  },
  {
    id: 'watchlist',
    publishedAt: '2026-11-16T09:00:00+01:00',
    text: {
      en: {
        title: 'Keep the shares you follow in your watchlist',
        body: 'Open any stock and tap the star to add it to your watchlist; its price then updates live on the Watchlist tab. To tidy up, tap Edit, select the rows (or all of them) and delete.\n\nSearch finds shares by code or by name, and remembers what you looked at.',
      },
      'zh-Hant': {
        title: '把關注的股票加入自選',
        body: '打開任何股票並點擊星號即可加入自選，其價格會在「自選」分頁即時更新。整理時點擊「編輯」，選擇行（或全選）後刪除。\n\n搜尋可按代碼或名稱查找股票，並記住您的瀏覽記錄。',
      },
      ko: {
        title: '관심 종목을 관심목록에 담아 두세요',
        body: '종목 화면에서 별표를 누르면 관심목록에 추가되고, 관심목록 탭에서 가격이 실시간으로 갱신됩니다. 정리하려면 편집을 누르고 행(또는 전체)을 선택해 삭제하세요.\n\n검색은 코드나 이름으로 종목을 찾고 본 종목을 기억합니다.',
      },
      de: {
        title: 'Behalten Sie Ihre Aktien auf der Watchlist im Blick',
        body: 'Öffnen Sie eine Aktie und tippen Sie auf den Stern, um sie zur Watchlist hinzuzufügen; ihr Kurs aktualisiert sich dann live im Reiter Watchlist. Zum Aufräumen tippen Sie auf Bearbeiten, wählen Zeilen (oder alle) aus und löschen sie.\n\nDie Suche findet Aktien nach Kürzel oder Name und merkt sich, was Sie angesehen haben.',
      },
      'zh-Hans': {
        title: '把关注的股票加入自选',
        body: '打开任何股票并点击星号即可加入自选，其价格会在“自选”标签即时更新。整理时点击“编辑”，选择行（或全选）后删除。\n\n搜索可按代码或名称查找股票，并记住您的浏览记录。',
      },
      es: {
        title: 'Guarde en su lista de seguimiento las acciones que sigue',
        body: 'Abra cualquier valor y toque la estrella para añadirlo a su lista; su precio se actualiza en directo en la pestaña Seguimiento. Para ordenarla, toque Editar, seleccione las filas (o todas) y elimínelas.\n\nLa búsqueda encuentra valores por código o por nombre y recuerda lo que ha consultado.',
      },
    },
  },
]
