/** The URL with its password replaced by `***`, for logs, banners and error messages. */
export function redactPassword(url: string): string {
  if (URL.canParse(url)) {
    const parsed = new URL(url)
    if (parsed.password === '') return url
    parsed.password = '***'
    return parsed.toString()
  }
  return url.replace(/\/\/([^:/@]*):[^/]*@/, '//$1:***@')
}
