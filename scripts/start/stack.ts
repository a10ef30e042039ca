/**
 * What `npm start` has running, stopped in reverse order of starting. The first failure or
 * signal stops everything; `done` resolves with the exit code once all is stopped.
 */
export class Stack {
  private readonly parts: { name: string; stop: () => Promise<void> }[] = []
  private closing: Promise<number> | undefined
  private resolveDone: (code: number) => void = () => {}
  readonly done = new Promise<number>((resolve) => {
    this.resolveDone = resolve
  })

  get stopping(): boolean {
    return this.closing !== undefined
  }

  /** Registers a running part; one started while stopping is stopped at once. */
  async add(name: string, stop: () => Promise<void>): Promise<void> {
    if (this.stopping) {
      await stop().catch((error: Error) =>
        console.error(`Stopping ${name} failed: ${error.message}`),
      )
      return
    }
    this.parts.push({ name, stop })
  }

  /** Stops everything with an error message and exit code 1 (the first failure wins). */
  fail(message: string): Promise<number> {
    if (!this.stopping) console.error(`\n${message}`)
    return this.stop(1)
  }

  stop(code: number): Promise<number> {
    this.closing ??= this.stopAll(code)
    return this.closing
  }

  private async stopAll(code: number): Promise<number> {
    let exitCode = code
    for (const part of this.parts.splice(0).reverse()) {
      try {
        await part.stop()
      } catch (error) {
        console.error(`Stopping ${part.name} failed: ${(error as Error).message}`)
        exitCode = 1
      }
    }
    this.resolveDone(exitCode)
    return exitCode
  }
}
