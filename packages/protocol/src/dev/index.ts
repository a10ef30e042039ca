export {
  DEV_FUNDS_ROUTES,
  type DevFundsRequest,
  type DevFundsResponse,
  devFundsRequestSchema,
  devFundsResponseSchema,
} from './devFunds'
export { DEV_FUNDS_PATH, DEV_FUNDS_WEI } from './devFundsPath'
