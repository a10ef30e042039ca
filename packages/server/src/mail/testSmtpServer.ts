import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  user: string | undefined
  raw: string
}

/** A real SMTP server on a free loopback port (no STARTTLS; user `mailer`, password `s3cret`). */
export async function startSmtpServer(received: Received[]) {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        return callback(null, { user: auth.username })
      }
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(resolve)) }
}
