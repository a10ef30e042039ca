import { API_ERROR_MESSAGES } from './apiErrorMessages'
import { FRAME_ERROR_MESSAGES } from './frameErrorMessages'
import { KIT_ERROR_MESSAGES } from './kitErrorMessages'

/** Every error code of Foyer, with its English words: the `en` error table of the locale. */
export const EN_ERROR_MESSAGES = {
  ...API_ERROR_MESSAGES,
  ...FRAME_ERROR_MESSAGES,
  ...KIT_ERROR_MESSAGES,
} as const

export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES
export type FrameErrorCode = keyof typeof FRAME_ERROR_MESSAGES
export type KitErrorCode = keyof typeof KIT_ERROR_MESSAGES
export type ErrorCode = keyof typeof EN_ERROR_MESSAGES
export type ErrorMessages = { readonly [C in ErrorCode]: string }

export const ERROR_CODES = Object.keys(EN_ERROR_MESSAGES) as readonly ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(EN_ERROR_MESSAGES, value)
}

/** The words of `code` in `messages` (default English), with `{name}` filled from `params`. */
export function formatErrorMessage(
  code: ErrorCode,
  params: Readonly<Record<string, string | number>> = {},
  messages: ErrorMessages = EN_ERROR_MESSAGES,
): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
