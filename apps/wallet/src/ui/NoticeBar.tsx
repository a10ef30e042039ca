import type { Notice } from '../wallet/walletTypes'

/** The latest outcome, announced: errors as an alert, the rest politely. Both regions always exist. */
export function NoticeBar({ notice }: { notice: Notice | undefined }) {
  return (
    <div className="notices">
      <div role="status" className="notice notice-info">
        {notice?.tone === 'info' ? notice.text : ''}
      </div>
      <div role="alert" className="notice notice-error">
        {notice?.tone === 'error' ? notice.text : ''}
      </div>
    </div>
  )
}
