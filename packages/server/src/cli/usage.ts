/** `foyer help` (`npm run foyer -- help` from source). */
export const USAGE = `Usage: foyer <command>   (from the repository: npm run foyer -- <command>)

Production
  serve                                                 run the API, the relay and the frame page in
                                                        production mode; refuses to start naming every
                                                        missing or unsafe setting (docs/deploy.md)
  custodian                                             run the custodian of custodial email recovery
                                                        (opt-in, its own process and key: CUSTODIAN_KEY,
                                                        CUSTODIAN_TOKEN, CUSTODIAN_HOST, CUSTODIAN_PORT;
                                                        docs/security.md); serve never starts it

Projects
  project create --name NAME [--origins ORIGIN,ORIGIN]   create a project, print its id
  project list                                          list every project
  project origins add ID ORIGIN                         allow an origin (* wildcards: https://*.example.com)
  project origins remove ID ORIGIN                      stop allowing an origin
  project features set ID FEATURE on|off [--config JSON]
                                                        override a remote feature (swaps, onramp,
                                                        email, socials, activity, multiWallet)
  project analytics ID on|off|default                   switch analytics; default follows ANALYTICS_ENABLED
  project social ID set PROVIDER --client-id CLIENT_ID --client-secret-env VAR
                                                        the project's own OAuth client (google, github,
                                                        apple, facebook, x, discord); the secret is read
                                                        from the variable VAR and stored sealed
  project social ID remove PROVIDER                     back to SOCIAL_<PROVIDER>_CLIENT_ID/SECRET
  project social ID list                                providers and client ids (never secrets)

Wallet directory
  directory import FILE                                 import wallets ({"data": [...]} or [...])

Relay
  relay abuse [--days N]                                publishes the relay refused per project (quota,
                                                        validation, saturated topic, rate) over the last
                                                        N days (default 1), and what each stores now

The database is the server's: DATABASE_URL, or PGlite in DATA_DIR (default .data/).
Relative paths start at the repository root (npm runs scripts there).
With PGlite, stop the server (npm start) first: one process at a time may open it.
Social client secrets are sealed with SOCIAL_SECRET_KEY, else DATA_DIR/keys/social-secret.key:
run the CLI with the server's settings.`
