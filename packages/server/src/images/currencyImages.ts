import type { TileSvgOptions } from './tileSvg'

/** [ISO 4217 code, name, symbol drawn on the tile]. */
const CURRENCIES = [
  ['USD', 'US dollar', '$'],
  ['EUR', 'Euro', '€'],
  ['GBP', 'Pound sterling', '£'],
  ['JPY', 'Japanese yen', '¥'],
  ['CHF', 'Swiss franc', 'Fr'],
  ['CAD', 'Canadian dollar', 'C$'],
  ['AUD', 'Australian dollar', 'A$'],
  ['NZD', 'New Zealand dollar', 'NZ$'],
  ['CNY', 'Chinese yuan', 'CN¥'],
  ['HKD', 'Hong Kong dollar', 'HK$'],
  ['SGD', 'Singapore dollar', 'S$'],
  ['INR', 'Indian rupee', '₹'],
  ['KRW', 'South Korean won', '₩'],
  ['BRL', 'Brazilian real', 'R$'],
  ['MXN', 'Mexican peso', 'MX$'],
  ['SEK', 'Swedish krona', 'kr'],
  ['NOK', 'Norwegian krone', 'kr'],
  ['DKK', 'Danish krone', 'kr'],
  ['PLN', 'Polish złoty', 'zł'],
  ['CZK', 'Czech koruna', 'Kč'],
  ['TRY', 'Turkish lira', '₺'],
  ['ZAR', 'South African rand', 'R'],
  ['ILS', 'Israeli new shekel', '₪'],
] as const

/** Fiat currencies the on-ramp and balance views show, by ISO 4217 code (uppercase). */
export const CURRENCY_IMAGES: ReadonlyMap<string, TileSvgOptions> = new Map(
  CURRENCIES.map(([code, name, symbol]) => [
    code,
    { text: symbol, seed: `currency:${code}`, title: `${name} (${code})` },
  ]),
)
